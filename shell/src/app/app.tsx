import { useRoutes } from '@tutorium/shared/router';
import { createRoutes } from './routes';
import { RouterFallback } from './router-fallback';

const routes = createRoutes();

function ShellRoutes() {
  return useRoutes(routes);
}

/** The shell's pages and every remote's routes, inside whichever router the entry provides. */
export function App() {
  return (
    <RouterFallback>
      <ShellRoutes />
    </RouterFallback>
  );
}
