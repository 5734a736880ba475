import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export function CheckoutPage() {
  return <PlaceholderPage pageKey="checkout" />;
}
