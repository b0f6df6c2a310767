// The app's router (docs/decisions/platform-web.md, "Our own router"): history, matching, guards
// and lazy pages, in a few KB where React Router's data router cost about 30 compressed.
export { createRouter } from './create-router';
export type { NavigateOptions, Router, RouterState } from './create-router';
export { createBrowserHistory, createMemoryHistory } from './history';
export type { History, Location } from './history';
export { matchPath } from './match-path';
export type { Params } from './match-path';
export type { GuardArgs, Match, RouteObject } from './match-routes';
export { RouterProvider } from './router-provider';
export { Outlet } from './outlet';
export { Link } from './link';
export type { LinkProps } from './link';
export {
  useLocation,
  useMatches,
  useNavigate,
  useNavigating,
  useParams,
  useSearchParams,
} from './hooks';
