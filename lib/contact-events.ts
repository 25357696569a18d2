/** Any control on any page can open the one contact dialog through this window event. */
export const OPEN_CONTACT_EVENT = 'cairn:open-contact';

export function openContactDialog(): void {
  window.dispatchEvent(new Event(OPEN_CONTACT_EVENT));
}
