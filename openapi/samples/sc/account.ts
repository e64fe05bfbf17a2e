// The logged-in supply-chain staff member, the colleagues who share service items with them, and
// the supply-chain token with its login.
import { fail, ok, type Examples } from '../kit.ts';
import type { SampleWorld } from '../world.ts';

/** The logged-in staff member's account: the supply-chain staff persona. */
export const ACCOUNT = '13800138003';

/** A staff member as the generators take one; their own values stay inferred, like the templates' (service-templates.ts). */
export type Staff = { name: string; phone: string };

export function accountSamples(w: SampleWorld) {
  const staffUser = w.personas.find((p) => p.key === 'staff')!.user;
  const me = { name: staffUser.name, phone: ACCOUNT };
  const staff = [me, { name: '林雪梅', phone: '13912345678' }, { name: '周凯', phone: '13760012345' }, { name: '何一鸣', phone: '18688886666' }, { name: '黄嘉欣', phone: '15012340987' }];

  // The expiry is far ahead so a client running against the mock keeps its session.
  const scToken = {
    token: 'sc.eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjEwMDEsInBob25lIjoiMTM4MDAxMzgwMDAifQ.U2NUb2tlblNhbXBsZQ',
    expires: Date.UTC(2099, 11, 31, 15, 59, 59),
    user: { id: staffUser.id, name: me.name, icon: staffUser.icon, account: ACCOUNT, job: staffUser.job, company: staffUser.company, scRoles: ['service', 'article'] },
    member: { memberEndTime: '2026-12-31' },
    isMember: 1,
  };

  const examples: Examples = {
    getScToken: {
      default: ok(scToken, 'The token and its expiry in epoch ms (far ahead, so a client on the mock keeps its session)'),
      failed: fail(1, '该账号未开通供应链权限', 'No token for this user: the login dialog (登录供应链系统) opens'),
    },
    scLogin: {
      default: ok(scToken, 'Logged in: the token is saved and the page reloads'),
      wrongCode: fail(1, '验证码错误', "The code is wrong: the dialog shows the server's msg"),
    },
  };
  return { me, staff, scToken, examples };
}
