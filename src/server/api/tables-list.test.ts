import { expect, it } from 'vitest';
import { parseCsv } from '../../../tests/setup/csv';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';

/** The list and export API at its edges: bad input in German, cursors, the CSV file itself. */
describeEachDatabase('admin list and export API on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const { app, config } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient({ app, config }, d.db, 'boss@example.com');
    return { d, boss };
  }

  const NAMES = [
    '=HYPERLINK("http://evil.example")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\tTab',
    '\rReturn',
    'Jörg Groß',
    'Komma, Punkt',
    'Zeile\nzwei',
    'normal',
  ];

  async function seed(d: TestDatabase) {
    const rows = NAMES.map((name, i) => ({
      id: `e${i}`,
      email: `buyer${i}@example.com`,
      name,
      language: i % 2 ? 'de' : 'fr',
      product_id: 'ebook-restaurant-closer-de',
      amount: 1000 * (i % 4),
      currency: 'EUR',
      status: (i % 3 ? 'paid' : 'pending') as 'paid',
      provider: 'demo' as const,
      created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }));
    await d.db.insertInto('ebook_purchases').values(rows).execute();
  }

  it('answers unknown columns, directions, operators, bad ranges and cursors with 400 in German', async () => {
    const { boss } = await setup();
    const cases: Array<[string, RegExp]> = [
      ['sort=password:asc', /^Unbekanntes Sortierfeld: password$/],
      ['sort=amount:upwards', /^Ungültige Sortierrichtung: upwards$/],
      ['password=x', /^Unbekanntes Filterfeld: password$/],
      ['password.min=1', /^Unbekanntes Filterfeld: password$/],
      ['amount.between=1', /^Unbekannter Filteroperator: amount\.between$/],
      [
        'amount.contains=1',
        /^Der Filter amount\.contains passt nicht zu diesem Feld \(möglich: amount, amount\.min, amount\.max\)$/,
      ],
      ['name.min=1', /^Der Filter name\.min passt nicht zu diesem Feld/],
      ['status.contains=pa', /^Der Filter status\.contains passt nicht/],
      ['amount.min=abc', /^Ungültiger Filterwert für amount\.min: abc$/],
      ['amount.min=1.5', /^Ungültiger Filterwert für amount\.min/],
      [
        'amount.min=20&amount.max=10',
        /^Ungültiger Bereich für amount: der Anfang liegt nach dem Ende/,
      ],
      [
        'created_at.from=2025-13-01',
        /^Ungültiges Datum für created_at\.from: 2025-13-01 \(erwartet: JJJJ-MM-TT/,
      ],
      ['created_at.to=gestern', /^Ungültiges Datum für created_at\.to/],
      ['created_at.from=2025-02-01&created_at.to=2025-01-01', /^Ungültiger Bereich für created_at/],
      ['status=bezahlt', /^Ungültiger Filterwert für status: bezahlt$/],
      ['amount.min=1&amount.min=2', /^Filter doppelt angegeben: amount\.min$/],
      ['cursor=%25%25%25', /^Ungültiger Cursor/],
      ['cursor=bm90LWpzb24', /^Ungültiger Cursor/],
      [
        `cursor=${Buffer.from('["a",2,"amount:asc","x","e1"]').toString('base64url')}&sort=amount:asc`,
        /^Ungültiger Cursor/,
      ],
      [
        `cursor=${Buffer.from('["a",2,"id:asc","e1","e1"]').toString('base64url')}&sort=amount:asc`,
        /^Der Cursor gehört zu einer anderen Sortierung\.$/,
      ],
      [
        `cursor=${Buffer.from('["x",2,"id:asc","e1","e1"]').toString('base64url')}`,
        /^Ungültiger Cursor/,
      ],
      [`search=${'x'.repeat(201)}`, /^Der Suchbegriff ist zu lang \(höchstens 200 Zeichen\)\.$/],
      [`name.contains=${'x'.repeat(201)}`, /^Der Filtertext für name ist zu lang/],
      ['page=0', /^Ungültige Seitenzahl: 0/],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/tables/ebook_purchases', '/api/tables/ebook_purchases/export']) {
        const res = await boss.request(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        const body = await res.json();
        expect(body.message, query).toMatch(message);
        expect(JSON.stringify(body)).not.toMatch(/select|sqlite|postgres|syntax/i);
      }
    }
    const products = await boss.request('/api/tables/products?active=vielleicht');
    expect((await products.json()).message).toBe(
      'Ungültiger Filterwert für active: vielleicht (erlaubt: true oder false)',
    );
  });

  it('answers cursors to the neighbouring pages; following them pages through the list', async () => {
    const { d, boss } = await setup();
    await seed(d);
    const first = await (
      await boss.request('/api/tables/ebook_purchases?sort=amount:desc&limit=4')
    ).json();
    expect(first).toMatchObject({ total: 10, totalPages: 3, totalEstimated: false, page: 1 });
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await (
      await boss.request(
        `/api/tables/ebook_purchases?sort=amount:desc&limit=4&page=2&cursor=${first.next}`,
      )
    ).json();
    const back = await (
      await boss.request(
        `/api/tables/ebook_purchases?sort=amount:desc&limit=4&page=1&cursor=${second.prev}`,
      )
    ).json();
    expect(back.data).toEqual(first.data);
    const byNumber = await (
      await boss.request('/api/tables/ebook_purchases?sort=amount:desc&limit=4&page=2')
    ).json();
    expect(second.data).toEqual(byNumber.data);
    expect(second.data.map((r: { amount: number }) => r.amount)).toEqual([1000, 1000, 1000, 0]);
  });

  it('exports with a byte-order mark, in the order and with the filters of the list, formulas neutralised', async () => {
    const { d, boss } = await setup();
    await seed(d);
    const res = await boss.request('/api/tables/ebook_purchases/export?sort=name:asc');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const rows = parseCsv(csv);
    expect(rows[0].slice(0, 3)).toEqual(['Bestellnummer', 'E-Mail', 'Name']);
    // Every cell a spreadsheet would run gets a leading apostrophe; quoting as RFC 4180 says,
    // with ';' between cells.
    for (const cell of [
      `;"'=HYPERLINK(""http://evil.example"")";`,
      `;'+1+1;`,
      `;'-2+3;`,
      `;'@SUM(A1);`,
      `;'\tTab;`,
      `;"'\rReturn";`,
      `;Jörg Groß;`,
      `;Komma, Punkt;`,
      `;"Zeile\nzwei";`,
    ]) {
      expect(csv).toContain(cell);
    }
    expect(csv).not.toMatch(/(^|;)"?[=+\-@\t\r]/m);
    const names = rows.slice(1).map((r) => r[2]);
    expect(names).toContain('\'=HYPERLINK("http://evil.example")');
    expect(names).toContain('Zeile\nzwei');

    // The same rows as the list, sorted and filtered alike.
    for (const query of [
      'sort=amount:desc',
      'sort=name:desc&status=paid',
      'search=groß',
      'amount.min=1000&language=de&sort=created_at:asc',
    ]) {
      const listed = await (
        await boss.request(`/api/tables/ebook_purchases?${query}&limit=100`)
      ).json();
      const text = await (await boss.request(`/api/tables/ebook_purchases/export?${query}`)).text();
      const ids = parseCsv(text)
        .slice(1)
        .map((cells) => cells[0])
        .filter((id) => /^e\d$/.test(id));
      expect(ids, query).toEqual(listed.data.map((r: { id: string }) => r.id));
    }
  });
});
