import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export function CartPage() {
  return <PlaceholderPage pageKey="cart" />;
}
