// The five steps from a spreadsheet to reps reading their pay (spec §2 Help Center).
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function QuickStart() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick start</h2>
      <ol className="help-steps">
        <li>
          <h3>Create your CSV</h3>
          <p>
            Export your commission data with one row per pay item and the column titles of the{' '}
            <a href="#csv-guide">CSV formatting guide</a> below. The example CSV is a good starting
            point.
          </p>
        </li>
        <li>
          <h3>Upload it</h3>
          <p>
            On <Link to={paths.upload}>CSV Upload</Link>, select the file or drag it in. Every row
            is checked; fix any issue shown in the preview, then choose <strong>Upload ALL</strong>.
          </p>
        </li>
        <li>
          <h3>Review pay items</h3>
          <p>
            The <Link to={paths.ledger}>Ledger</Link> lists every uploaded row. Search it, page
            through it, or download the Master CSV. An upload can be undone from the upload history
            on CSV Upload.
          </p>
        </li>
        <li>
          <h3>Preview a rep portal</h3>
          <p>
            In the Mail Center (<Link to={paths.portals}>Email Center</Link>), open any rep&apos;s
            portal in a new tab with the link button on their row, and see exactly what they will
            see.
          </p>
        </li>
        <li>
          <h3>Send updates</h3>
          <p>
            Still in the <Link to={paths.portals}>Email Center</Link>, select the reps to tell and
            send each of them an email with the private link to their portal.
          </p>
        </li>
      </ol>
    </section>
  );
}
