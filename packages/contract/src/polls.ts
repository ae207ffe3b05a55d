import { z } from 'zod';
import { textField } from './text.ts';
import { pollViewerCanSchema } from './viewer-can.ts';

/** Contract §20: a poll's question, its options and how many. */
export const POLL_QUESTION_MIN = 2;
export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 80;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 20;

export const POLL_MSG = {
  questionRequired: '투표 질문을 입력해주세요',
  questionLength: '투표 질문은 2자 이상 200자 이하로 입력해주세요',
  optionRequired: '선택지를 입력해주세요',
  optionMax: '선택지는 80자 이하로 입력해주세요',
  optionsMin: '선택지를 2개 이상 입력해주세요',
  optionsMax: '선택지는 20개까지 만들 수 있습니다',
  optionsUnique: '같은 선택지가 두 번 있습니다',
  closesAtInvalid: '마감 시간을 올바르게 입력해주세요',
  closesAtPast: '마감 시간은 지금보다 뒤여야 합니다',
  choiceRequired: '선택지를 골라주세요',
  singleChoice: '이 투표는 하나만 고를 수 있습니다',
  unknownOption: '이 투표에 없는 선택지입니다',
  notFound: '투표를 찾을 수 없습니다.',
  closed: '마감된 투표입니다.',
  membersOnlyVote: '모임 멤버만 투표할 수 있습니다.',
  closeForbidden: '투표를 만든 사람이나 모임장, 운영진만 마감할 수 있습니다.',
} as const;

const optionText = textField({ requiredMessage: POLL_MSG.optionRequired, max: POLL_OPTION_MAX, maxMessage: POLL_MSG.optionMax });

export const createPollSchema = z.object({
  question: textField({ requiredMessage: POLL_MSG.questionRequired, max: POLL_QUESTION_MAX, maxMessage: POLL_MSG.questionLength }).refine(
    (value) => value.length >= POLL_QUESTION_MIN,
    POLL_MSG.questionLength,
  ),
  options: z
    .array(optionText, { error: POLL_MSG.optionsMin })
    .min(POLL_OPTIONS_MIN, POLL_MSG.optionsMin)
    .max(POLL_OPTIONS_MAX, POLL_MSG.optionsMax)
    .refine((options) => new Set(options).size === options.length, POLL_MSG.optionsUnique),
  multiple: z.boolean().default(false),
  anonymous: z.boolean().default(false),
  closesAt: z.iso.datetime({ offset: true, error: POLL_MSG.closesAtInvalid }).nullish(),
});
export type CreatePollPayload = z.input<typeof createPollSchema>;

export const votePollSchema = z.object({
  optionIds: z
    .array(z.number().int().positive(), { error: POLL_MSG.choiceRequired })
    .min(1, POLL_MSG.choiceRequired)
    .max(POLL_OPTIONS_MAX, POLL_MSG.unknownOption),
});
export type VotePollPayload = z.input<typeof votePollSchema>;

const voterSchema = z.object({ id: z.number().int(), nickname: z.string() });

/**
 * A poll (contract §22) with its counts; `voters` is null when the poll is anonymous, and nobody
 * (staff and operators included) learns who chose what there.
 */
export const pollSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  groupId: z.number().int(),
  question: z.string(),
  options: z.array(
    z.object({ id: z.number().int(), text: z.string(), voteCount: z.number().int(), voters: z.array(voterSchema).nullable() }),
  ),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  closesAt: z.string().nullable(),
  closed: z.boolean(),
  myOptionIds: z.array(z.number().int()),
  voterCount: z.number().int(),
  /** Moves up with every vote, withdrawal and closing: a state of a higher version is the newer one. */
  version: z.number().int(),
  viewerCan: pollViewerCanSchema,
});
export type Poll = z.infer<typeof pollSchema>;

/**
 * What the group's poll topic carries: a poll's results as everyone sees them, at `version` (the
 * counts, and who chose what unless anonymous, without the people the subscriber blocked). A
 * watcher applies a newer version over what it shows and reads nothing; its own choice
 * (`myOptionIds`) and permissions are not in it.
 */
export const pollChangedSchema = z.object({
  type: z.literal('POLL_CHANGED'),
  pollId: z.number().int(),
  version: z.number().int(),
  question: z.string(),
  closed: z.boolean(),
  voterCount: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), voteCount: z.number().int(), voters: z.array(voterSchema).nullable() })),
});
export type PollChanged = z.infer<typeof pollChangedSchema>;
