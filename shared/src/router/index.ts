/**
 * The react-router APIs Tutorium uses, re-exported by name. Apps import routing only from here
 * (lint enforces it): the shell's bundle then keeps only these exports of react-router, and the
 * page holds one router, shared with remotes through the `@tutorium/shared/router` singleton. The
 * shell lends this module whole, so every name here is in each page's bundle: tests take the
 * in-memory router from `@tutorium/shared/testing`.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction, NavLinkProps, RouteObject } from 'react-router';
