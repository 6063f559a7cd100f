import HomePage from './home-page';
import { HomeSearchSlot } from './home-search-slot';

/** `/`: the home page with its search (a plain form until someone means to search). */
export default function HomeRoute() {
  return <HomePage searchSlot={<HomeSearchSlot />} />;
}
