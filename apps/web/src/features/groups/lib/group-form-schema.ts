import { createGroupSchema, GROUP_MEMBERS_DEFAULT, GROUP_MSG, type Group } from '@dongne/contract';
import type { z } from 'zod';

/**
 * The contract's create schema, so every spec §5 message is the server's own; on edit the
 * capacity may not drop below the members already there (contract §4 Edit).
 */
export function groupFormSchema(memberCount = 0) {
  return createGroupSchema.extend({
    maxMembers: createGroupSchema.shape.maxMembers.refine((max) => max >= memberCount, GROUP_MSG.membersBelowCount),
  });
}

export type GroupFormSchema = ReturnType<typeof groupFormSchema>;
export type GroupFormInput = z.input<GroupFormSchema>;
export type GroupFormOutput = z.output<GroupFormSchema>;

export const EMPTY_GROUP_FORM: GroupFormInput = {
  name: '',
  description: '',
  categoryIds: [],
  locationId: 0,
  maxMembers: GROUP_MEMBERS_DEFAULT,
  isPublic: true,
  tags: [],
  joinQuestion: '',
};

/** An existing group as form values, main category first so it stays the main one. */
export function groupToFormInput(group: Group): GroupFormInput {
  const categoryIds = [group.categoryId, ...group.categoryIds.filter((id) => id !== group.categoryId)];
  return {
    name: group.name,
    description: group.description,
    categoryIds,
    locationId: group.locationId,
    maxMembers: group.maxMembers,
    isPublic: group.isPublic,
    tags: group.tags,
    joinQuestion: group.joinQuestion ?? '',
  };
}
