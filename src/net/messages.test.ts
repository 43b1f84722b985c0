/** The session's messages (issue 20) and the kernel's messages of the players' permissions (issue 26). */
import { describe, expect, it } from 'vitest';
import { NET_MESSAGES } from '../i18n';
import { describeNetMsg, describeRequestRefusal } from './messages';

const KEYS = [
  'notYours',
  'gmOnly',
  'gmFreedom',
  'noCreatures',
  'unknownPlayer',
  'notACommand',
  'noDecision',
  'notYourDecision',
  'decisionChanged',
  'gmResolving',
  'notYourTurn',
  'notPossible',
  'declined',
  'queueFull',
  'gmFault',
  'gmAway',
  'chatRefused',
] as const;

/** Every reason a chat message is refused (issue 30). */
const CHAT_PROBLEMS = [
  'empty',
  'tooLong',
  'noTab',
  'notYourTab',
  'notYourSpeaker',
  'tooManyTabs',
  'tabNotEmpty',
  'defaultTab',
  'badName',
  'noCreature',
  'badPicture',
  'tooManyFaces',
  'rollNeedsOk',
  'rollNeedsSpeaker',
] as const;

/** An English sentence; a Japanese one without Latin letters (besides the name it was given). */
function expectSentences(m: string, en: string, ja: string): void {
  expect(en, m).toMatch(/^[A-Z].*[.;]$|^[A-Z].*\.$/);
  expect(ja.replace('Sir Aldric', ''), m).not.toMatch(/[A-Za-z]/);
  expect(ja, m).toMatch(/。$/);
}

describe('the session’s messages', () => {
  it('every key has an English and a Japanese sentence; the Japanese has no Latin letters besides names', () => {
    expect(Object.keys(NET_MESSAGES).sort()).toEqual([...KEYS].sort());
    for (const why of CHAT_PROBLEMS)
      expectSentences(
        `chatRefused ${why}`,
        describeNetMsg({ m: 'chatRefused', why }, 'en'),
        describeNetMsg({ m: 'chatRefused', why }, 'ja'),
      );
    for (const m of KEYS) {
      if (m === 'chatRefused') continue;
      for (const creature of [null, { id: 'kabc', name: 'Sir Aldric' }]) {
        const msg = (m === 'notYours' ? { m, creature } : { m }) as Parameters<typeof describeNetMsg>[0];
        expectSentences(m, describeNetMsg(msg, 'en'), describeNetMsg(msg, 'ja'));
      }
    }
  });

  it('the permissions’ refusals (kernel messages since issue 26) read the same in every rule system', () => {
    for (const system of ['mounted4e', 'tenkai', 'sudukuri'])
      for (const m of ['notYours', 'notYourDecision', 'onlyOnOwnTurn', 'noDecision'] as const)
        for (const creature of [null, { id: 'kabc', name: 'Sir Aldric' }]) {
          const reason = (m === 'notYours' ? { m, creature } : { m }) as never;
          const en = describeRequestRefusal(system, { source: 'rules', reason }, 'en');
          const ja = describeRequestRefusal(system, { source: 'rules', reason }, 'ja');
          expectSentences(`${system} ${m}`, en, ja);
          // The same words as the session's own message of that meaning.
          const net = { notYours: 'notYours', notYourDecision: 'notYourDecision', onlyOnOwnTurn: 'notYourTurn' }[
            m as string
          ];
          if (net) expect(en).toBe(describeNetMsg({ ...(reason as object), m: net } as never, 'en'));
        }
  });
});
