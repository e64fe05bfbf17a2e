import type { components } from '@hangjia/sdk';
import * as styles from './awards.css';

type Contact = components['schemas']['AwardContact'];

/** Contact cards: name, what to ask about, phone, e-mail and WeChat. */
export function Contacts({ contacts }: { contacts: readonly Contact[] | undefined }) {
  if (!contacts?.length) return <p className={styles.muted}>暂无联系人</p>;
  return (
    <ul className={styles.contacts}>
      {contacts.map((c) => (
        <li key={`${c.role}-${c.name}`} className={styles.contact}>
          <span className={styles.contactRole}>{c.role}</span>
          <strong className={styles.contactName}>{c.name}</strong>
          <span>
            电话：<a href={`tel:${c.phone}`}>{c.phone}</a>
          </span>
          {c.email ? (
            <span>
              邮箱：<a href={`mailto:${c.email}`}>{c.email}</a>
            </span>
          ) : null}
          {c.wechat ? <span>微信：{c.wechat}</span> : null}
        </li>
      ))}
    </ul>
  );
}
