import * as styles from './site-footer.css';

export interface Contact {
  label: string;
  lines: readonly string[];
}

/** The same buttons while the popovers load: a click is kept, and its popover opens once they are in. */
export function FooterContactsFallback({ contacts, onAsk }: { contacts: readonly Contact[]; onAsk: (label: string) => void }) {
  return (
    <ul className={styles.contacts} aria-label="联系我们">
      {contacts.map((contact) => (
        <li key={contact.label}>
          <button type="button" className={styles.contactTrigger} aria-haspopup="dialog" onClick={() => onAsk(contact.label)}>
            {contact.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
