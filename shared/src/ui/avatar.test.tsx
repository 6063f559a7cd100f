import { renderWithProviders } from '../testing';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, hidden from assistive technology by its empty alt', () => {
    const { container } = renderWithProviders(<Avatar name="karim" picture="/media/avatars/k.png" size="5rem" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/avatars/k.png');
    expect(image).toHaveAttribute('alt', '');
    expect(image?.style.getPropertyValue('--avatar-size')).toBe('5rem');
  });

  it("without a picture shows the name's initial, capitalised and hidden from assistive technology", () => {
    const { container } = renderWithProviders(<Avatar name="nadia" />);
    const initial = container.querySelector('span[aria-hidden="true"]');
    expect(initial).toHaveTextContent('N');
    expect(container.querySelector('img')).toBeNull();
  });
});
