import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export function ConfirmationPage() {
  return <PlaceholderPage pageKey="checkout" />;
}
