// The menu's contents: who is signed in, the screens without a tab, refreshing and the settings.
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import type { RepView } from '../../session/rep-view';
import { calculatorInMenu } from './BottomToolbar';
import { MenuSettings } from './MenuSettings';

export interface MenuPanelProps {
  view: RepView | null;
  /** New answers to the rep's questions. */
  answers: number;
  refreshing: boolean;
  onRefresh: () => void;
  viewKey: string | null;
}

export function MenuPanel({ view, answers, refreshing, onRefresh, viewKey }: MenuPanelProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <>
      {view && <p className="rep-menu__who cb-muted">{view.viewerEmail}</p>}
      {calculatorInMenu(view) && (
        <Link className="rep-menu__item" to={paths.calculator}>
          {t('nav.calculator')}
        </Link>
      )}
      {view?.isManager && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="rep-menu__heading">
            {t('menu.managerTools')}
          </h2>
          <Link className="rep-menu__item" to={paths.teamPay}>
            {t('nav.teamPay')}
          </Link>
        </section>
      )}
      <Link className="rep-menu__item" to={paths.statements}>
        {t('menu.statements')}
      </Link>
      <Link className="rep-menu__item" to={paths.myPlan}>
        {t('menu.yourPlan')}
      </Link>
      <Link className="rep-menu__item" to={paths.myQuestions}>
        {t('menu.myQuestions')}
        {answers > 0 && (
          <span className="rep-menu__count" aria-label={t('menu.newAnswers', { count: answers })}>
            {answers}
          </span>
        )}
      </Link>
      <button type="button" className="rep-menu__item" disabled={refreshing} onClick={onRefresh}>
        {refreshing ? t('menu.refreshing') : t('menu.refresh')}
      </button>
      <MenuSettings notifications={Boolean(view) && !view?.isPreview} viewKey={viewKey} />
    </>
  );
}
