import { randomBytes } from 'node:crypto';
import type { Answer } from './http.ts';
import { animatedGif, bigPng, smallJpeg, upload } from './images.ts';
import type { AbuseWorld, Account, Check, Scenario } from './world.ts';

/** Sends `count` writes as fast as one client does, one after another; their answers. */
async function burst(count: number, write: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await write(i));
  return answers;
}

/** The burst must meet a 429 carrying Retry-After before it ends. */
function limited(check: Check, what: string, answers: Answer[]) {
  const refused = answers.find((answer) => answer.status === 429);
  const accepted = answers.filter((answer) => answer.status < 300).length;
  check(refused !== undefined, `${answers.length} ${what} in a row: ${accepted} accepted, never 429`);
  if (refused) check(refused.headers['retry-after'] !== undefined, `429 for ${what} without Retry-After`);
  const errors = answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
  check(errors === 0, `${errors} of ${answers.length} ${what} answered 5xx or nothing`);
}

const systemLines = async (world: AbuseWorld, owner: Account, groupId: number) => {
  const page = await world.call('GET', `/api/groups/${groupId}/chat/messages?size=100`, { token: owner.token });
  const items: { messageType: string }[] = page.body?.content ?? [];
  return items.filter((item) => item.messageType === 'SYSTEM').length;
};

/** Findings 13–16: what a member writes. */
export const writeScenarios: Scenario[] = [
  {
    name: '13-invisible-nickname',
    run: async (world, check) => {
      const first = await world.account();
      const copier = await world.account();
      const plain = `Kim${randomBytes(3).toString('hex')}`;
      const set = (account: Account, nickname: string) =>
        world.call('PUT', '/api/users/profile', { token: account.token, body: { nickname } });
      check((await set(first, plain)).status === 200, 'a plain nickname was refused');
      for (const [label, nickname] of [
        ['a zero-width space', `${plain}\u200b`],
        ['Hangul fillers', '\u3164\u3164\u3164'],
        ['a bidi override', `${plain.slice(0, 3)}\u202e${plain.slice(3)}`],
        ['a control character', `${plain}\u0007`],
        ['a lone surrogate', `${plain}\ud800`],
      ]) {
        const answer = await set(copier, nickname as string);
        check(answer.status === 400, `a nickname with ${label} answered ${answer.status}, not 400`);
      }
      for (const [label, nickname] of [
        ['a full-width look-alike', plain.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
        ['an upper-case copy', plain.toUpperCase()],
      ]) {
        const answer = await set(copier, nickname as string);
        check(answer.status === 409, `${label} of a taken nickname answered ${answer.status}, not 409`);
      }
      const profile = await world.call('GET', '/api/users/profile', { token: copier.token });
      check(profile.body?.nickname === copier.nickname, 'a refused nickname was stored');

      const groupId = await world.group(first, { members: [copier] });
      const blank = '\u200b\u3164\u200d';
      const post = await world.call('POST', '/api/posts', { token: copier.token, body: { groupId, content: blank } });
      check(post.status === 400, `a post of invisible characters answered ${post.status}, not 400`);
      const message = await world.call('POST', `/api/groups/${groupId}/chat/messages`, { token: copier.token, body: { message: blank } });
      check(message.status === 400, `a chat message of invisible characters answered ${message.status}, not 400`);
      const postId = await world.post(first, groupId);
      const comment = await world.call('POST', `/api/posts/${postId}/comments`, { token: copier.token, body: { content: blank } });
      check(comment.status === 400, `a comment of invisible characters answered ${comment.status}, not 400`);
    },
  },
  {
    name: '14-floods',
    rssBoundMiB: 300,
    run: async (world, check) => {
      const owner = await world.account();
      const groupId = await world.group(owner);
      const liker = await world.account();
      await world.join(owner, liker, groupId);
      const postId = await world.post(owner, groupId);
      const unread = await world.unreadCount(owner);
      await burst(50, (i) => world.call(i % 2 ? 'DELETE' : 'POST', `/api/posts/${postId}/like`, { token: liker.token }));
      const likeNotes = (await world.unreadCount(owner)) - unread;
      check(likeNotes <= 1, `25 like/unlike cycles made ${likeNotes} notifications`);

      const joiner = await world.account();
      const systemBefore = await systemLines(world, owner, groupId);
      const beforeJoins = await world.unreadCount(owner);
      await burst(30, (i) => world.call('POST', `/api/groups/${groupId}/${i % 2 ? 'leave' : 'join'}`, { token: joiner.token, body: {} }));
      const joinNotes = (await world.unreadCount(owner)) - beforeJoins;
      const lines = (await systemLines(world, owner, groupId)) - systemBefore;
      check(lines <= 2, `15 join/leave cycles posted ${lines} SYSTEM lines`);
      check(joinNotes <= 2, `15 join/leave cycles made ${joinNotes} notifications for the owner`);

      const writer = await world.account();
      await world.join(owner, writer, groupId);
      limited(
        check,
        'posts',
        await burst(100, (i) => world.call('POST', '/api/posts', { token: writer.token, body: { groupId, content: `도배 ${i}` } })),
      );
      limited(check, 'events', await burst(30, (i) => world.event(writer, groupId, `도배 이벤트 ${i}`)));
      const founder = await world.account();
      limited(
        check,
        'groups',
        await burst(40, (i) =>
          world.call('POST', '/api/groups', {
            token: founder.token,
            body: {
              name: `도배 모임 ${randomBytes(2).toString('hex')}${i}`,
              description: '도배 시험 모임입니다.',
              categoryIds: [201],
              locationId: 23,
            },
          }),
        ),
      );
      const uploader = await world.account();
      const jpeg = { bytes: await smallJpeg(), type: 'image/jpeg' };
      limited(check, 'uploads', await burst(100, () => upload(world, uploader, 'post', [jpeg])));

      const decoder = await world.account(); // not the uploader, whom the upload limit may already refuse
      const gif = await upload(world, decoder, 'post', [{ bytes: animatedGif(9_000), type: 'image/gif' }]);
      check(gif.status === 400, `a 9 000-frame GIF answered ${gif.status}, not 400`);
      const png = await bigPng(25);
      const pngs = Array.from({ length: world.smoke ? 3 : 10 }, () => ({ bytes: png, type: 'image/png' }));
      const decoded = await upload(world, decoder, 'post', pngs);
      check(
        decoded.status === 400 || decoded.status === 413,
        `${pngs.length} PNGs of 25 megapixels in one request answered ${decoded.status}`,
      );
    },
  },
  {
    // Finding 14's password part: wrong current passwords count like failed logins (contract §16).
    name: '14-password-change',
    run: async (world, check) => {
      const guesser = await world.account();
      const guesses = await burst(40, (i) =>
        world.call('POST', '/api/password/change', {
          token: guesser.token,
          body: { currentPassword: `guess ${i}`, newPassword: 'another password 1' },
        }),
      );
      const firstRefusal = guesses.findIndex((answer) => answer.status === 429);
      check(
        firstRefusal >= 0 && firstRefusal <= 10,
        `40 wrong current passwords: ${firstRefusal < 0 ? 'never 429' : `429 only from try ${firstRefusal + 1}`}`,
      );
    },
  },
  {
    name: '15-shared-upload-delete',
    run: async (world, check) => {
      const owner = await world.account();
      const member = await world.account();
      const groupId = await world.group(owner, { members: [member] });
      const uploaded = await upload(world, member, 'profile', [{ bytes: await smallJpeg(), type: 'image/jpeg' }]);
      const url: string = uploaded.body?.imageUrl ?? '';
      if (!check(uploaded.status === 200 && url !== '', `upload answered ${uploaded.status}`)) return;
      await world.call('PUT', '/api/users/profile', { token: member.token, body: { profileImage: url } });
      const post = await world.call('POST', '/api/posts', {
        token: member.token,
        body: { groupId, content: '같은 사진', imageUrls: [url] },
      });
      if (post.status === 201) {
        const removed = await world.call('DELETE', `/api/posts/${post.body.id}`, { token: owner.token });
        check(removed.status < 300, `the owner's delete answered ${removed.status}`);
      }
      const photo = await world.call('GET', url.startsWith('http') ? new URL(url).pathname : url);
      check(photo.status === 200, `the member's profile photo answers ${photo.status} after the owner deleted a post that used it`);
    },
  },
  {
    name: '16-ics-cr',
    run: async (world, check) => {
      const owner = await world.account();
      const groupId = await world.group(owner);
      const created = await world.event(owner, groupId, 'Meet\rBEGIN:VALARM\rTRIGGER:-PT5M');
      if (!check(created.status === 201, `an event titled with a bare CR answered ${created.status}`)) return;
      const ics = await world.call('GET', `/api/events/${created.body.id}.ics`, { token: owner.token });
      check(ics.status === 200, `the .ics answered ${ics.status}`);
      check(!/\r(?!\n)/.test(ics.text), 'the .ics holds a bare CR');
      check(!/^BEGIN:VALARM/m.test(ics.text.replaceAll('\r', '\n')), 'a title injected a VALARM into the .ics');
    },
  },
];
