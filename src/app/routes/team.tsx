import type { Route } from './+types/team';

/** Placeholder while the team page is written. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { info: await context.shop.teamPage(params.token) };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return <main>{loaderData.info?.orderId}</main>;
}
