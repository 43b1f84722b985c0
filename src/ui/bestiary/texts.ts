/** A refused bestiary file or entry, in the GM's language (the engine's own reason for a creature it refused). */
import type { BestiaryProblem } from '../../app/bestiary/bestiary';
import { describeMsg, t, type Lang } from '../../i18n';

export function bestiaryProblemText(p: BestiaryProblem, lang: Lang): string {
  switch (p.m) {
    case 'badEntry':
      return t(lang, 'bestiary.bad.badEntry', { n: p.n, name: p.name, why: describeMsg(p.system, p.reason, lang) });
    case 'tooLarge':
      return t(lang, 'bestiary.bad.tooLarge', { max: p.max });
    case 'newerVersion':
      return t(lang, 'bestiary.bad.newerVersion', { version: p.version });
    case 'badShape':
      return t(lang, 'bestiary.bad.badShape', { where: p.where });
    case 'tooMany':
      return t(lang, 'bestiary.bad.tooMany', { max: p.max });
    case 'unknownSystem':
      return t(lang, 'bestiary.bad.unknownSystem', { n: p.n, system: p.system });
    default:
      return t(lang, `bestiary.bad.${p.m}`);
  }
}
