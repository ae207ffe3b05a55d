import { callerHeaders, type Endpoint, type Side } from './endpoints.ts';

export type AnswerCheck = { endpoint: string; ok: boolean; detail: string };

type PollCard = { id: number; options: { id: number; voteCount?: number; vote_count?: number }[] };
type Item = { id: number; replies?: Item[]; poll?: PollCard | null };
type Body = Item & { content?: Item[] | string; replies?: Item[]; totalElements?: number; events?: Item[] };

/** A page's poll cards: each poll's options with their counts (ours in camelCase, the baseline's as rows). */
const polls = (items: Item[]) =>
  items
    .flatMap((item) => (item.poll ? [item.poll] : []))
    .map((poll) => `${poll.id}:${poll.options.map((option) => `${option.id}=${option.voteCount ?? option.vote_count}`).join('/')}`)
    .join(',');

/** Ids a page, a calendar month or a single item answers (comments with their replies, posts with their polls), and the page total. */
function summary(body: Body | Item[]) {
  // A plain list (the album's events): its ids in order.
  if (Array.isArray(body)) return `ids ${body.map((item) => item.id).join(',')}`;
  if (Array.isArray(body.events)) return `ids ${body.events.map((item) => item.id).join(',')}`;
  if (!Array.isArray(body.content)) return `ids ${body.id}`;
  // Ours nests replies under their comment, the baseline answers them in one list: compare as sets.
  const replies = (body.replies ?? body.content.flatMap((item) => item.replies ?? [])).map((item) => item.id).sort((a, b) => a - b);
  return `ids ${body.content.map((item) => item.id).join(',')} replies ${replies.join(',')} polls ${polls(body.content)} total ${body.totalElements}`;
}

async function ask(url: string, side: Side, endpoint: Endpoint, request: ReturnType<Endpoint['next']>) {
  const response = await fetch(`${url}${request.request.path}`, { headers: callerHeaders(side, request.user) });
  if (!response.ok) throw new Error(`${endpoint.name}: ${side} answered ${response.status}`);
  return summary((await response.json()) as Body | Item[]);
}

/** Sends each read to both servers as the same user and compares what they found, row for row. */
export async function checkAnswers(urls: Record<Side, string>, list: Endpoint[]): Promise<AnswerCheck[]> {
  const checks: AnswerCheck[] = [];
  for (const endpoint of list.filter((item) => item.kind === 'read')) {
    const request = endpoint.next();
    const [ours, baseline] = await Promise.all([
      ask(urls.ours, 'ours', endpoint, request),
      ask(urls.baseline, 'baseline', endpoint, request),
    ]);
    checks.push({
      endpoint: endpoint.name,
      ok: ours === baseline,
      detail: ours === baseline ? ours : `ours ${ours} ≠ baseline ${baseline}`,
    });
  }
  return checks;
}
