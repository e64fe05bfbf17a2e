// The QA scenario panel: the operations the current page called, each with its named examples,
// documented HTTP codes and the mock's faults. A choice is sent with that operation's calls until
// cleared; 重置数据 undoes this browser's writes in the sample backend.
import { operationTable } from '@hangjia/sdk/operations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { onQaChange, requestedOperation, qaCalls, qaChoices, setQaChoices, type QaChoice } from '../../lib/qa/qa-fetch';
import * as styles from './qa-panel.css';

type Scenarios = Record<string, { examples: Record<string, string>; codes: number[] }>;

const FAULTS = ['down', 'slow:3000', 'http500', 'html', 'broken-envelope', 'code401', 'http401', 'xss'];

const operationIds = Object.keys(operationTable);

/** The select's value for a choice: `prefer:example=x`, `fault:http500` or ''. */
const valueOf = (c: QaChoice | undefined) => (c?.prefer ? `prefer:${c.prefer}` : c?.fault ? `fault:${c.fault}` : '');

let version = 0;
const subscribe = (listener: () => void) =>
  onQaChange(() => {
    version++;
    listener();
  });

export function QaPanel() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<Scenarios | null>(null);
  const [extra, setExtra] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const { pathname } = useLocation();
  useSyncExternalStore(subscribe, () => version, () => 0);
  const choices = qaChoices();

  useEffect(() => {
    if (!open || scenarios) return;
    fetch('/__mock/scenarios')
      .then((r) => (r.ok ? (r.json() as Promise<Scenarios>) : Promise.reject(new Error(String(r.status)))))
      .then(setScenarios, () => setMessage('场景列表加载失败：模拟服务未运行？'));
  }, [open, scenarios]);

  const called = qaCalls().filter((c) => c.page === pathname);
  const ids = useMemo(() => {
    const seen = new Map<string, number | null>();
    for (const c of called) {
      const op = requestedOperation(c.method, c.path);
      if (op) seen.set(op.id, c.status);
    }
    return seen;
  }, [called.length, pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = [...new Set([...ids.keys(), ...extra, ...choices.map((c) => c.operationId)])];

  function choose(id: string, value: string) {
    const rest = qaChoices().filter((c) => c.operationId !== id);
    const [kind, arg] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    const next: QaChoice[] = value ? [...rest, { operationId: id, ...(kind === 'prefer' ? { prefer: arg } : { fault: arg }) }] : rest;
    setQaChoices(next);
    void queryClient.invalidateQueries();
  }

  async function reset() {
    const res = await fetch('/__mock/reset', { method: 'POST' }).catch(() => null);
    setMessage(res?.ok ? '已重置数据' : '重置失败：模拟服务未运行？');
    if (res?.ok) await queryClient.invalidateQueries();
  }

  // The panel stays usable while a modal dialog is open (e.g. the login a scenario brought back):
  // above the dialog's overlay, out of what the dialog hides from assistive technology (live
  // regions are left alone; "off" announces nothing) and a press in it is not a press outside
  // the dialog, which would close it.
  return (
    <div aria-live="off" onPointerDown={(event) => event.stopPropagation()}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        QA 场景
        {choices.length ? <span className={styles.badge} aria-label={`${choices.length} 个场景生效中`}>{choices.length}</span> : null}
      </button>
      {open ? (
        <section className={styles.panel} aria-label="QA 场景面板">
          <div className={styles.head}>
            <h2 className={styles.title}>QA 场景</h2>
            <button type="button" className={styles.button} onClick={() => void reset()}>
              重置数据
            </button>
            {choices.length ? (
              <button type="button" className={styles.button} onClick={() => (setQaChoices([]), void queryClient.invalidateQueries())}>
                清除场景
              </button>
            ) : null}
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>
              关闭
            </button>
          </div>
          {message ? <p className={styles.note} role="status">{message}</p> : null}
          {rows.length === 0 ? <p className={styles.note}>本页还没有调用接口。</p> : null}
          <ul className={styles.list}>
            {rows.map((id) => {
              const choice = choices.find((c) => c.operationId === id);
              const s = scenarios?.[id];
              const status = ids.get(id);
              return (
                <li key={id} className={styles.row}>
                  <span className={`${styles.op} ${choice ? styles.active : ''}`}>{id}</span>
                  <span className={styles.muted}>{status === undefined ? '未调用' : status === null ? '请求中' : `HTTP ${status}`}</span>
                  <select className={styles.select} aria-label={`${id} 的场景`} value={valueOf(choice)} onChange={(e) => choose(id, e.target.value)}>
                    <option value="">正常（示例后端）</option>
                    {Object.entries(s?.examples ?? {}).map(([name, summary]) => (
                      <option key={name} value={`prefer:example=${name}`}>
                        {name} — {summary}
                      </option>
                    ))}
                    {(s?.codes ?? []).map((code) => (
                      <option key={code} value={`prefer:code=${code}`}>
                        HTTP {code}
                      </option>
                    ))}
                    {FAULTS.map((fault) => (
                      <option key={fault} value={`fault:${fault}`}>
                        故障：{fault}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
          <div className={styles.head}>
            <select
              aria-label="添加其他接口"
              value=""
              onChange={(e) => e.target.value && setExtra([...extra, e.target.value])}
            >
              <option value="">添加其他接口…</option>
              {operationIds
                .filter((id) => !rows.includes(id))
                .map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
            </select>
          </div>
        </section>
      ) : null}
    </div>
  );
}
