import type { TestGatewaySession } from './test-gateway';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The test gateway's page: no real money, three buttons that post the buyer's choice. */
export function testGatewayPage(session: TestGatewaySession | undefined, action: string): string {
  const body =
    session && session.status === 'OPEN'
      ? `<h1>Test payment gateway</h1>
  <p>No real money is taken. This page stands in for the card payment page.</p>
  <dl>
    <dt>Transaction</dt><dd data-testid="tran-id">${escape(session.tranId)}</dd>
    <dt>Product</dt><dd>${escape(session.productName)}</dd>
    <dt>Amount</dt><dd data-testid="amount">${escape(session.amount)} ${escape(session.currency)}</dd>
  </dl>
  <form method="post" action="${escape(action)}">
    <button type="submit" name="choice" value="pay">Pay ${escape(session.amount)} ${escape(session.currency)}</button>
    <button type="submit" name="choice" value="fail">Fail payment</button>
    <button type="submit" name="choice" value="cancel">Cancel payment</button>
  </form>`
      : `<h1>Test payment gateway</h1>
  <p>This payment session is unknown or has ended.</p>
  <p><a href="/buy-points">Back to Buy Points</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Test payment gateway</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
    dt { font-weight: 600; }
    button { margin: .25rem .5rem .25rem 0; padding: .6rem 1rem; border-radius: .4rem; border: 1px solid #9ca3af; cursor: pointer; }
    button[value="pay"] { background: #16a34a; color: #fff; border-color: #15803d; }
  </style>
</head>
<body>
  ${body}
</body>
</html>
`;
}
