// Pages behind links of the older product: kept so old bookmarks land somewhere meaningful.
import { useDocumentTitle } from '../../../lib/use-document-title';

function Placeholder({ title, children }: { title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <section className="cb-stack">
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  );
}

export function StructuresPage() {
  return <Placeholder title="Structures">Under Construction.</Placeholder>;
}

export function RepVariablesPage() {
  return (
    <Placeholder title="Rep Variables">
      Coming soon: per-rep values (rates, splits, draws) that commission structures can use.
    </Placeholder>
  );
}

export function OverridesPage() {
  return (
    <Placeholder title="Overrides">
      Coming soon: manager and team overrides paid on top of each rep's commission.
    </Placeholder>
  );
}
