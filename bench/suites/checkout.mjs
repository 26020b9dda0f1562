// checkout: 200 concurrent guest checkouts on the limited vinyl (25 in stock), paid with the
// demo card. Correct means exactly as many paid orders as there was stock, and none beyond. Then
// the ticket on-sale race with a per-member cap (lib/ticket-race.mjs) and the VIP merch drop's
// on-sale race (lib/drop-race.mjs).
import { signIn, startServer } from '../lib/server.mjs';
import { printTable, round, verdict } from '../lib/format.mjs';
import { runTicketRace } from '../lib/ticket-race.mjs';
import { runDropRace } from '../lib/drop-race.mjs';

const CARD = {
  fullName: 'Bench Buyer',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/40',
  cvc: '123',
  zipCode: '10001',
  country: 'United States',
};

async function scarceLine(server) {
  const products = await (await fetch(`${server.url}/api/products`)).json();
  const vinyl = products.find((p) => p.variants.some((v) => v.format === 'Limited' && v.inStock));
  if (!vinyl) throw new Error('no limited vinyl in stock to buy');
  return {
    line: { productId: vinyl.id, colour: vinyl.colour, size: 'Limited', quantity: 1 },
    name: vinyl.name,
  };
}

async function paidOrdersFor(server, adminCookie, name) {
  const response = await fetch(`${server.url}/api/admin/orders`, {
    headers: { cookie: adminCookie },
  });
  if (!response.ok) throw new Error(`admin orders: ${response.status}`);
  const orders = await response.json();
  return orders.filter(
    (o) => o.status === 'paid' && o.items.some((i) => i.name === name && i.size === 'Limited'),
  ).length;
}

export async function runCheckout({
  buyers = 200,
  databases = ['pglite', 'postgres'],
  stock = 25,
} = {}) {
  const rows = [];
  for (const db of databases) {
    // Every bench buyer comes from 127.0.0.1, and one address may place 60 orders an hour: the
    // limits are raised as the test suites raise them, so the stock rule is what is measured.
    const server = await startServer({
      db,
      label: `checkout server (${db})`,
      env: { RATE_LIMIT_FACTOR: '1000' },
    });
    if (!server) {
      console.log(`checkout: PostgreSQL is unreachable, skipped`);
      continue;
    }
    try {
      const { line, name } = await scarceLine(server);
      const order = (i) =>
        fetch(`${server.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin },
          body: JSON.stringify({
            ...CARD,
            email: `buyer${i}@bench.example`,
            recipientName: `Bench Buyer ${i}`,
            addressLine1: `${i} Bench Street`,
            city: 'New York',
            region: 'NY',
            shippingZip: '10001',
            acceptTerms: true,
            lines: [line],
          }),
        }).then(async (r) => ({ status: r.status, body: await r.text() }));
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: buyers }, (_, i) => order(i)));
      const seconds = (performance.now() - started) / 1000;
      const paid = results.filter((r) => r.status === 200).length;
      const soldOut = results.filter((r) => r.status === 409).length;
      const other = results.filter((r) => r.status !== 200 && r.status !== 409);
      const admin = await signIn(server, 'admin@example.com');
      const stored = await paidOrdersFor(server, admin, name);
      const after = await (await fetch(`${server.url}/api/products/${line.productId}`)).json();
      const stillInStock = after.variants.find((v) => v.format === 'Limited')?.inStock;
      const correct =
        paid === stock && stored === stock && soldOut === buyers - stock && !stillInStock;
      rows.push({
        db,
        buyers,
        stock,
        paid,
        soldOut,
        otherErrors: other.length,
        ordersStored: stored,
        oversold: Math.max(0, stored - stock),
        seconds: round(seconds, 2),
        ordersPerSec: round(paid / seconds, 1),
        checkoutsPerSec: round(buyers / seconds, 1),
        meetsTarget: verdict(correct),
      });
      if (other.length > 0)
        console.log(
          `checkout (${db}): unexpected answers, e.g. ${other[0].status} ${other[0].body.slice(0, 200)}`,
        );
    } finally {
      await server.stop();
    }
  }
  printTable(
    `checkout — ${buyers} concurrent guest checkouts of a variant with ${stock} in stock (target: zero oversell)`,
    rows,
  );
  const tickets = await runTicketRace({ databases });
  printTable(
    'checkout — ticket on-sale: 500 signed-in members, each asking for 2, 1 and 1 tickets at once, 300 seats, 3 per member (target: exactly 300 sold, nobody over 3)',
    tickets,
  );
  const drops = await runDropRace({ databases });
  printTable(
    'checkout — VIP merch drop on-sale: 500 signed-in members (400 VIP, each 2 in the cart and checking out from two tabs at once, then adding 1 more; 100 Fan+ with the drop already in their cart), 300 in stock, 2 per member (target: exactly 300 sold, nobody over 2, no Fan+ sale, only expected answers)',
    drops,
  );
  if (tickets.length === 0 || tickets.some((r) => r.meetsTarget !== 'yes')) process.exitCode = 1;
  if (drops.length === 0 || drops.some((r) => r.meetsTarget !== 'yes')) process.exitCode = 1;
  return [
    ...rows,
    ...tickets.map((r) => ({ case: 'tickets', ...r })),
    ...drops.map((r) => ({ case: 'drop', ...r })),
  ];
}
