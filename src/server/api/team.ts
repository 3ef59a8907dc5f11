import { Hono } from 'hono';
import { preferredLang } from '../../shared/languages';
import { teamSaveRequest } from '../../shared/api/team';
import type { AppDeps, AppEnv } from '../deps';
import { TEAM_MAIL } from '../content/team-mail';
import { saveTeam, teamLanguage } from '../domain/delivery/team-copies';
import { teamDeps } from '../shop-services';
import { refuse } from './errors';
import { parseJson } from './parse';

/**
 * POST /api/team/:token gives out copies of a team order (decision 100), the same save as the
 * team page's form: `{ seats: [{ seat, name, email, language }] }`. 200 with the copies sent;
 * 400 with each refused copy's problem (nothing saved); 409 for a refunded order; 404 for a
 * link that names no team order. Messages in the buyer's language.
 */
export function teamApi(deps: AppDeps) {
  return new Hono<AppEnv>().post('/:token', async (c) => {
    const token = c.req.param('token');
    const buyerLang = await teamLanguage(deps, token);
    const copy = TEAM_MAIL[buyerLang ?? preferredLang(c.req.header('accept-language'))].refused;
    if (!buyerLang) return refuse(c, 'not-found', copy.invalid, { code: 'teamLinkInvalid' });
    const input = await parseJson(c, teamSaveRequest, copy.entries);
    const result = await saveTeam(teamDeps(deps), token, input);
    if (!result) return refuse(c, 'not-found', copy.invalid, { code: 'teamLinkInvalid' });
    if (result.ok) return c.json(result);
    if (result.closed) return refuse(c, 'conflict', copy.closed, { code: 'teamOrderClosed' });
    return refuse(c, 'invalid', copy.entries, {
      code: 'teamEntriesRefused',
      detail: { problems: result.problems },
    });
  });
}
