import { Loader } from '@commissionbee/ui/Loader';

/** Whole-page loading state (first load, lazy pages, the user check). */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="cb-page-center">
      <Loader label={label} />
    </div>
  );
}
