import * as styles from '../components/person.css';
import { ReportGrid } from '../components/report-grid';
import { ScShell } from '../components/sc-shell';
import { scProfile } from '../sc-session';
import { useSessionStore } from '@hangjia/sdk/react';
import { useState } from 'react';

/** /sc/report: my white papers and quarterly reports. */
export function ScReportPage() {
  return (
    <ScShell>
      <ReportView />
    </ScShell>
  );
}

function ReportView() {
  const session = useSessionStore();
  const [profile] = useState(() => scProfile(session));
  return (
    <section className={styles.panel} aria-labelledby="sc-report-title">
      <h1 id="sc-report-title" className={styles.company}>
        我的报告
      </h1>
      <ReportGrid userId={profile?.id} account={profile?.account ?? ''} />
    </section>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page.
export { ScReportPage as Component };
