import * as styles from './site-footer.css';

/** The footer's contacts, in order; what each says comes with the popovers (footer-contacts.tsx). */
export const CONTACTS = ['商务合作', '投稿', '客服'] as const;
export type ContactLabel = (typeof CONTACTS)[number];

/** The same buttons while the popovers load: a click is kept, and its popover opens once they are in. */
export function FooterContactsFallback({ onAsk }: { onAsk: (label: ContactLabel) => void }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {CONTACTS.map((label) => (
        <li key={label}>
          <button type="button" className={styles.contactTrigger} aria-haspopup="dialog" onClick={() => onAsk(label)}>
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
