/** The chat's words (issue 30): ココフォリア's terms in Japanese (メイン, 雑談, 情報, 発言者, 立ち絵). */
import type { ChatProblem } from '../rules';
import type { Lang } from './describe';

export const chatStrings = {
  'tab.chat': { en: 'Chat', ja: 'チャット' },
  'chat.tab.main': { en: 'Main', ja: 'メイン' },
  'chat.tab.chat': { en: 'Chat', ja: '雑談' },
  'chat.tab.info': { en: 'Info', ja: '情報' },
  'chat.tabs': { en: 'Chat tabs', ja: 'チャットタブ' },
  'chat.gmOnlyMark': { en: '(GM only)', ja: '（ゲームマスターのみ）' },
  'chat.addTab': { en: 'Add tab', ja: 'タブを追加' },
  'chat.newTabName': { en: 'New tab name', ja: '新しいタブの名前' },
  'chat.newTabGmOnly': { en: 'GM only', ja: 'ゲームマスターのみ' },
  'chat.renameTab': { en: 'Rename tab', ja: 'タブの名前を変更' },
  'chat.removeTab': { en: 'Remove tab', ja: 'タブを削除' },
  'chat.speaker': { en: 'Speaker', ja: '発言者' },
  'chat.asGm': { en: 'GM', ja: 'ゲームマスター' },
  'chat.face': { en: 'Expression', ja: '表情' },
  'chat.faceDefault': { en: '(default)', ja: '（標準）' },
  'chat.input': {
    en: 'Message (a dice line such as 2D6>=7 rolls)',
    ja: 'メッセージ（2D6>=7 などのダイスコマンドは振られます）',
  },
  'chat.send': { en: 'Send', ja: '送信' },
  'chat.showLog': { en: 'Show the rules log in the chat', ja: 'ルールのログをチャットに表示' },
  'chat.empty': { en: 'Nothing said in this tab yet.', ja: 'このタブにはまだ発言がありません。' },
  'chat.secretRoll': { en: 'rolled secretly.', ja: 'シークレットダイスを振りました。' },
  'chat.rulesLine': { en: 'Rules', ja: 'ルール' },
  'chat.portraits': { en: 'Standing pictures', ja: '立ち絵' },
  'chat.portraitOf': { en: 'Standing pictures of {name}', ja: '{name}の立ち絵' },
  'chat.faceName': { en: 'Expression name', ja: '表情の名前' },
  'chat.addFace': { en: 'Add a picture…', ja: '画像を追加…' },
  'chat.removeFace': { en: 'Remove', ja: '削除' },
  'chat.stage': { en: 'Show beside the board for the players', ja: 'プレイヤー画面の盤面の横に表示' },
  'chat.unstage': { en: 'Hide from the players', ja: 'プレイヤー画面から隠す' },
  'chat.noSpeakerFaces': {
    en: 'Choose a creature as the speaker to give it standing pictures.',
    ja: '立ち絵を設定するには、発言者にキャラクターを選んでください。',
  },
  'chat.badPictureFile': {
    en: 'That picture could not be used: {why}',
    ja: 'その画像は使えませんでした：{why}',
  },
  'chat.sending': { en: 'Sending…', ja: '送信中…' },
  'chat.notDelivered': {
    en: 'Not delivered: the GM is not connected.',
    ja: '届きませんでした。ゲームマスターが接続していません。',
  },
} as const;

const PROBLEMS: Record<ChatProblem, { en: string; ja: string }> = {
  empty: { en: 'The message is empty.', ja: 'メッセージが空です。' },
  tooLong: {
    en: 'The message is too long (at most 1,000 characters).',
    ja: 'メッセージが長すぎます（1,000文字まで）。',
  },
  noTab: { en: 'There is no such chat tab.', ja: 'そのチャットタブはありません。' },
  notYourTab: { en: 'That tab is for the GM only.', ja: 'そのタブはゲームマスター専用です。' },
  notYourSpeaker: {
    en: 'You can speak only as your own creatures or as yourself.',
    ja: '発言者に選べるのは、自分のキャラクターか自分自身だけです。',
  },
  tooManyTabs: { en: 'There are as many tabs as there can be (12).', ja: 'タブはこれ以上増やせません（12個まで）。' },
  tabNotEmpty: {
    en: 'Only an empty tab can be removed.',
    ja: '発言のあるタブは削除できません。',
  },
  defaultTab: { en: 'The main tab stays.', ja: 'メインタブは削除できません。' },
  badName: {
    en: 'Give a name of 1 to 20 characters (no @, each name once).',
    ja: '名前は1〜20文字で付けてください（@は使えず、同じ名前は一度だけ）。',
  },
  noCreature: { en: 'There is no such creature or expression.', ja: 'そのキャラクターまたは表情はありません。' },
  badPicture: { en: 'That is not a picture of the picture store.', ja: '画像の保管庫にない画像です。' },
  tooManyFaces: { en: 'At most 12 expressions per creature.', ja: '表情は1キャラクターにつき12個までです。' },
  rollNeedsSpeaker: {
    en: 'To roll, choose one of your creatures as the speaker.',
    ja: 'ダイスを振るには、発言者に自分のキャラクターを選んでください。',
  },
  rollNeedsOk: {
    en: 'The GM approves every roll at this table: roll with the dice line.',
    ja: 'このテーブルではダイスはゲームマスターの承認制です。ダイス欄から振ってください。',
  },
};

/** Why a change of the chat was refused, in a language. */
export function chatProblemText(why: ChatProblem, lang: Lang): string {
  return PROBLEMS[why][lang];
}
