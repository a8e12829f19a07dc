import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout } from '../Layout';
import { routeTable, type ScreenName } from '../routes';
import { About } from '../screens/About';
import { Contact } from '../screens/Contact';
import { Landing } from '../screens/Landing';
import { NotFound } from '../screens/NotFound';
import { Portfolio } from '../screens/Portfolio';
import { PortfolioItemScreen } from '../screens/PortfolioItem';

/** Each screen of the route table, given its route's parameters. */
const screens: Record<ScreenName, (params: Record<string, string | undefined>) => ReactNode> = {
  landing: () => <Landing />,
  about: () => <About />,
  portfolio: () => <Portfolio />,
  portfolioItem: (params) => <PortfolioItemScreen id={params.id} />,
  contact: () => <Contact />,
};

/** The route table of spec §2 (src/routes.ts), rendered for one path; any other path is not found. */
export function App({ path }: { path: string }) {
  return (
    <Router ssrPath={path}>
      <Layout>
        <Switch>
          {routeTable.map((route) => (
            <Route key={route.pattern} path={route.pattern}>
              {(params) => screens[route.screen](params)}
            </Route>
          ))}
          <Route component={NotFound} />
        </Switch>
      </Layout>
    </Router>
  );
}
