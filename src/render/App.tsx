import { Route, Router, Switch } from 'wouter';
import { Layout } from '../Layout';
import { pageTable } from '../routes';
import { NotFound, screens } from './screens';

/** The page table of spec §2 (src/routes.ts), rendered for one path; any other path is not found. */
export function App({ path }: { path: string }) {
  return (
    <Router ssrPath={path}>
      <Layout>
        <Switch>
          {pageTable.map((row) => {
            const Screen = screens.get(row.pattern)!;
            return (
              <Route key={row.pattern} path={row.pattern}>
                {(params) => <Screen params={params} />}
              </Route>
            );
          })}
          <Route component={NotFound} />
        </Switch>
      </Layout>
    </Router>
  );
}
