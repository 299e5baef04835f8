// A PDF drawn page by page to canvases as wide as the screen (readable at 320 px), with PDF.js
// loaded only here (its own chunk) and its worker a file of our own origin (the CSP allows workers
// from 'self' only). PDF.js 6 has no eval path any more (its old isEvalSupported option is gone:
// no `eval`/`new Function` in pdf.min.mjs or the worker), so the CSP's script-src 'self' holds. Nothing in the PDF runs: PDF.js draws pages, it does not run
// a document's JavaScript, and forms and links are not drawn as controls.
import { useEffect, useRef, useState } from 'react';
import { Loader } from '@commissionbee/ui/Loader';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; pages: number };

export function PdfPages({ data, title }: { data: ArrayBuffer; title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [large, setLarge] = useState(false);
  const { t } = useI18n();

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
        const task = pdfjs.getDocument({
          data: new Uint8Array(data.slice(0)),
          enableXfa: false,
        });
        destroy = () => void task.destroy();
        const doc = await task.promise;
        if (cancelled || !holder.current) return;
        holder.current.replaceChildren();
        const width = holder.current.clientWidth || 320;
        const ratio = window.devicePixelRatio || 1;
        for (let n = 1; n <= doc.numPages; n++) {
          const page = await doc.getPage(n);
          if (cancelled || !holder.current) return;
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * ratio * 2 });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.className = 'rep-plan__page';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute(
            'aria-label',
            t('plans.pageLabel', { title, page: n, pages: doc.numPages }),
          );
          holder.current.append(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) setState({ kind: 'ready', pages: doc.numPages });
      } catch {
        if (!cancelled) setState({ kind: 'error' });
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [data, title, t]);

  return (
    <div className="rep-plan__reader">
      {state.kind === 'loading' && <Loader block showLabel label={t('plans.opening')} />}
      {state.kind === 'error' && (
        <p className="cb-card" role="alert">
          {t('plans.cannotShow')}
        </p>
      )}
      {state.kind === 'ready' && (
        <div className="rep-plan__actions">
          <p className="cb-muted">{t('plans.pages', { count: state.pages })}</p>
          <button
            type="button"
            className="cb-btn cb-btn--secondary cb-btn--small"
            aria-pressed={large}
            onClick={() => setLarge(!large)}
          >
            {large ? t('plans.fitToScreen') : t('plans.largerText')}
          </button>
        </div>
      )}
      <div
        className="rep-plan__frame"
        tabIndex={large ? 0 : undefined}
        aria-label={large ? t('plans.pagesRegion') : undefined}
        role={large ? 'region' : undefined}
      >
        <div ref={holder} className={`rep-plan__pages${large ? ' rep-plan__pages--large' : ''}`} />
      </div>
    </div>
  );
}
