import { useUiWords } from './i18n/ui-words';

export interface LoaderProps {
  /** Read by screen readers; shown next to the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Centres the loader in a padded block, for whole-page or whole-section loading. */
  block?: boolean;
}

export function Loader({ label, showLabel = false, block = false }: LoaderProps) {
  const fallback = useUiWords()?.loading ?? 'Loading...';
  return (
    <div className={block ? 'cb-loader cb-loader--block' : 'cb-loader'} role="status">
      <span className="cb-spinner" aria-hidden="true" />
      <span className={showLabel ? undefined : 'cb-visually-hidden'}>{label ?? fallback}</span>
    </div>
  );
}
