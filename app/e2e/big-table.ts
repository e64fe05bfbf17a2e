// A large customer progress table (the answer of `/crm/api/service/columns`), for the table's
// benchmark and its windowing test.
/** A deterministic customer progress table: the cascader tree, `groups` × `perGroup` service columns, `projects` rows with two cells in three filled. */
export function sampleTable(projects = 200, groups = 6, perGroup = 5) {
  const types = Array.from({ length: groups }, (_, g) => ({
    value: g + 1,
    label: `服务组${g + 1}`,
    children: Array.from({ length: perGroup }, (_, c) => ({ value: (g + 1) * 10 + c + 1, label: `服务${g + 1}-${c + 1}` })),
  }));
  const columnGroups = types.map((t) => ({ name: t.label, columns: t.children.map((c) => ({ key: `s${c.value}`, name: c.label, sortable: true })) }));
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const rows = Array.from({ length: projects }, (_, r) => ({
    contractCode: `HJ-2024-${String(r + 1).padStart(4, '0')}`,
    companyName: `客户公司${r + 1}`,
    owner: ['郑立新', '梁春燕', '宋国栋', '韩振宇'][r % 4],
    values: Object.fromEntries(
      types
        .flatMap((t) => t.children)
        .filter((_, i) => (r + i) % 3 !== 0)
        .map((c) => {
          const total = (next() % 12) + 1;
          const completed = next() % (total + 1);
          return [`s${c.value}`, { text: `${completed}/${total}`, completed, total, serviceTypeId: c.value, serviceId: 90000 + r * 100 + c.value }];
        }),
    ),
  }));
  return { serviceTypes: types, groups: columnGroups, rows };
}
