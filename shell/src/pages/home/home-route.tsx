import HomePage from './home-page';
import { HomeSearchSlot } from './home-search-slot';

export default function HomeRoute() {
  return <HomePage searchSlot={<HomeSearchSlot />} />;
}
