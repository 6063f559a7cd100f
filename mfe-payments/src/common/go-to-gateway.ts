/** Sends the browser to the payment gateway's page (a full navigation: the gateway is another site). */
export function goToGateway(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
