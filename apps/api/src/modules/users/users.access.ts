import type { Actor } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { usersPolicy } from './users.policy';
import { usersRepository } from './users.repository';

/**
 * The user if the actor may see them (themselves, or someone sharing an organization or event with them);
 * NOT_FOUND otherwise. Shared with the modules that list what a user takes part in (events).
 */
export async function requireVisibleUser(db: Db, actor: Actor, userId: number) {
  const row = await usersRepository.findById(db, userId);
  if (!row) throw notFound('User');
  const shares = actor.id === userId || (await usersRepository.sharesContext(db, actor.id, userId));
  if (!usersPolicy.canView(actor.id, userId, shares)) throw notFound('User');
  return row;
}
