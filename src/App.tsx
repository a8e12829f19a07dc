import { Route, Router, Switch } from 'wouter';
import { Layout } from './Layout';
import { About } from './screens/About';
import { Contact } from './screens/Contact';
import { Landing } from './screens/Landing';
import { NotFound } from './screens/NotFound';
import { Portfolio } from './screens/Portfolio';
import { PortfolioItemScreen } from './screens/PortfolioItem';

/** The route table of spec §2, rendered for one path. */
export function App({ path }: { path: string }) {
  return (
    <Router ssrPath={path}>
      <Layout>
        <Switch>
          <Route path="/" component={Landing} />
          <Route path="/about" component={About} />
          <Route path="/portfolio" component={Portfolio} />
          <Route path="/portfolio/:id">{(params) => <PortfolioItemScreen id={params.id} />}</Route>
          <Route path="/contact" component={Contact} />
          <Route component={NotFound} />
        </Switch>
      </Layout>
    </Router>
  );
}
