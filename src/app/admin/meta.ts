/** The meta tags of an admin page: its title, and never indexed or followed. */
export function adminMeta(title: string) {
  return [
    { title: `${title} | Restaurant Closer` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
