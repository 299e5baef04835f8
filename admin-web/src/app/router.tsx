// The admin SPA's route table, top to bottom: public pages, older links, signed-in pages, splash.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/routes/LoginPage';
import { LogoutPage } from '../features/auth/routes/LogoutPage';
import { HomePage } from '../features/marketing/routes/HomePage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireSuper } from './guards/RequireSuper';
import { AdminLayout } from './layouts/AdminLayout';
import { ErrorPage } from './routes/ErrorPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoader } from './routes/PageLoader';
import { RootLayout } from './routes/RootLayout';
import { SplashPage } from './routes/SplashPage';

/** Loads a page's code the first time its route is visited, so the first download stays small. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const helpPage = lazyPage(() => import('../features/help/routes/HelpPage'), 'HelpPage');
const welcomePage = lazyPage(() => import('../features/setup/routes/WelcomePage'), 'WelcomePage');
const legacyPages = () => import('../features/legacy/routes/LegacyPages');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      // Public. A signed-in user visiting home or login goes to /bee.
      {
        element: <GuestOnly />,
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.login, element: <LoginPage /> },
        ],
      },
      // Public, and a signed-in user goes to the upload screen (where a new company starts).
      { path: paths.welcome, lazy: welcomePage },
      // Public: whether a statement's verification code is authentic and current (issue 31).
      {
        path: paths.verify,
        lazy: lazyPage(() => import('../features/verify/routes/VerifyPage'), 'VerifyPage'),
      },
      { path: paths.logout, element: <LogoutPage /> },
      // An invitation link (issue 32): public; it signs the person in once they set a password.
      {
        path: paths.invitation,
        lazy: lazyPage(
          () => import('../features/people/routes/AcceptInvitationPage'),
          'AcceptInvitationPage',
        ),
      },
      { path: paths.notFound, element: <NotFoundPage /> },

      // Older links.
      { path: paths.legacyPayItems, element: <Navigate to={paths.ledger} replace /> },
      { path: paths.legacyPortals, element: <Navigate to={paths.portals} replace /> },

      // Signed in (else /login); company 1 sees only the maintenance page.
      {
        element: <AdminLayout />,
        children: [
          {
            // Errors inside a page keep the top bar and sidebar usable.
            errorElement: <ErrorPage />,
            children: [
              { path: paths.help, lazy: helpPage },
              { path: paths.docs, lazy: helpPage },
              // Admins and super users; a standard user sees "You don't have access".
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.upload,
                    lazy: lazyPage(
                      () => import('../features/upload/routes/UploadPage'),
                      'UploadPage',
                    ),
                  },
                  {
                    path: paths.ledger,
                    lazy: lazyPage(
                      () => import('../features/ledger/routes/LedgerPage'),
                      'LedgerPage',
                    ),
                  },
                  {
                    path: paths.portals,
                    lazy: lazyPage(
                      () => import('../features/portals/routes/PortalsPage'),
                      'PortalsPage',
                    ),
                  },
                  {
                    path: paths.questions,
                    lazy: lazyPage(
                      () => import('../features/questions/routes/QuestionsPage'),
                      'QuestionsPage',
                    ),
                  },
                  {
                    path: paths.question,
                    lazy: lazyPage(
                      () => import('../features/questions/routes/QuestionPage'),
                      'QuestionPage',
                    ),
                  },
                  {
                    path: paths.activity,
                    lazy: lazyPage(
                      () => import('../features/activity/routes/ActivityPage'),
                      'ActivityPage',
                    ),
                  },
                  {
                    path: paths.reps,
                    lazy: lazyPage(() => import('../features/reps/routes/RepsPage'), 'RepsPage'),
                  },
                  {
                    path: paths.plans,
                    lazy: lazyPage(() => import('../features/plans/routes/PlansPage'), 'PlansPage'),
                  },
                  {
                    path: paths.rep,
                    lazy: lazyPage(() => import('../features/reps/routes/RepPage'), 'RepPage'),
                  },
                  {
                    path: paths.payRuns,
                    lazy: lazyPage(
                      () => import('../features/pay-runs/routes/PayRunsPage'),
                      'PayRunsPage',
                    ),
                  },
                  {
                    path: paths.payroll,
                    lazy: lazyPage(
                      () => import('../features/payroll/routes/PayrollPage'),
                      'PayrollPage',
                    ),
                  },
                  {
                    path: paths.people,
                    lazy: lazyPage(
                      () => import('../features/people/routes/PeoplePage'),
                      'PeoplePage',
                    ),
                  },
                  {
                    path: paths.adminCalculator,
                    lazy: lazyPage(
                      () => import('../features/calculator/routes/CalculatorPage'),
                      'CalculatorPage',
                    ),
                  },
                ],
              },
              {
                path: paths.settings,
                lazy: lazyPage(
                  () => import('../features/settings/routes/SettingsPage'),
                  'SettingsPage',
                ),
              },
              {
                path: paths.api,
                lazy: lazyPage(() => import('../features/api/routes/ApiPage'), 'ApiPage'),
              },
              { path: paths.structures, lazy: lazyPage(legacyPages, 'StructuresPage') },

              // Super users only; others see "You don't have access".
              {
                element: <RequireSuper />,
                children: [
                  {
                    path: paths.super,
                    lazy: lazyPage(() => import('../features/super/routes/SuperPage'), 'SuperPage'),
                  },
                  { path: paths.variables, lazy: lazyPage(legacyPages, 'RepVariablesPage') },
                  { path: paths.overrides, lazy: lazyPage(legacyPages, 'OverridesPage') },
                ],
              },
            ],
          },
        ],
      },

      // Anything else: signed in → /bee, otherwise → /404.
      { path: '*', element: <SplashPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
