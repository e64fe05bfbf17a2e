import * as styles from './site-footer.css';

export interface Contact {
  label: string;
  lines: readonly string[];
}

/** The same buttons while the popovers load. */
export function FooterContactsFallback({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {contacts.map((contact) => (
        <li key={contact.label}>
          <button type="button" className={styles.contactTrigger} aria-haspopup="dialog">
            {contact.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
