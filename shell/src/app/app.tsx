import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from './routes';

/** The shell's router over the shell's own pages and every remote's routes. */
export function App() {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return <RouterProvider router={router} />;
}
