import type { Poll, PollChanged } from '@dongne/contract';

/**
 * A poll on screen after its topic's frame (contract §20): the frame's results replace the shown
 * ones when they are newer (a higher `version`; frames from two instances may cross). The frame
 * does not carry the viewer's own choice: in a named poll it is where the viewer is among the
 * voters (their vote from another tab shows too), in an anonymous one it stays as the viewer's
 * last answer left it. A closed poll takes no votes, so nobody may vote or close it any more.
 */
export function applyPollChange(poll: Poll, change: PollChanged, viewerId: number | null): Poll {
  if (change.pollId !== poll.id || change.version <= poll.version) return poll;
  const byId = new Map(change.options.map((option) => [option.id, option]));
  const options = poll.options.map((option) => {
    const changed = byId.get(option.id);
    return changed ? { ...option, voteCount: changed.voteCount, voters: changed.voters } : option;
  });
  const myOptionIds =
    poll.anonymous || viewerId === null
      ? poll.myOptionIds
      : options.filter((option) => option.voters?.some((voter) => voter.id === viewerId)).map((option) => option.id);
  return {
    ...poll,
    question: change.question,
    options,
    voterCount: change.voterCount,
    closed: change.closed,
    version: change.version,
    myOptionIds,
    viewerCan: change.closed ? { vote: false, close: false } : poll.viewerCan,
  };
}

/**
 * The poll after the viewer's own vote or closing was answered: the answer as it is, unless a frame
 * already showed a newer state, which then keeps its results and takes the answer's own parts (the
 * viewer's choice and permissions).
 */
export function withOwnAnswer(shown: Poll | undefined, answer: Poll): Poll {
  if (!shown || answer.version >= shown.version) return answer;
  return { ...shown, myOptionIds: answer.myOptionIds, viewerCan: answer.viewerCan };
}
