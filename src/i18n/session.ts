/**
 * The session panels' own words (issue 20), in English and Japanese: the invite dialog, the roster, the approval
 * queue on the GM's side; the join form, the token menu, decisions, dice and outcomes on a player's page. In the
 * i18n layer with every other text (its own table, read by `st`); the Japanese uses no English words (the GM is
 * ゲームマスター, a player 参加者 or プレイヤー).
 */
import type { Lang, Text } from './describe';
import { fill } from './index';

export const SESSION_TEXT = {
  // ——— the GM's side ———
  'gm.players': { en: 'Players', ja: 'プレイヤー' },
  'gm.invite': { en: 'Invite players', ja: 'プレイヤーを招待' },
  'gm.inviteTitle': { en: 'Invite players to this table', ja: 'このテーブルにプレイヤーを招待' },
  'gm.inviteIntro': {
    en: 'Players open this link on their own laptop, tablet or phone and act for the creatures you give them. Your tab stays the judge of every action.',
    ja: 'プレイヤーは自分のノートパソコン・タブレット・スマートフォンでこのリンクを開き、割り当てたキャラクターを操作します。すべての行動を判定するのはこのタブです。',
  },
  'gm.start': { en: 'Open the table to players', ja: 'テーブルをプレイヤーに公開する' },
  'gm.end': { en: 'End the session', ja: 'セッションを終了する' },
  'gm.endConfirm': {
    en: 'Disconnect every player? Their links stop working.',
    ja: '全プレイヤーの接続を切りますか？招待リンクは使えなくなります。',
  },
  'gm.copy': { en: 'Copy link', ja: 'リンクをコピー' },
  'gm.copied': { en: 'Copied', ja: 'コピーしました' },
  'gm.link': {
    en: 'Join link (keep it among your players: it contains the room key)',
    ja: '参加リンク（部屋の鍵を含むので、プレイヤーにだけ渡してください）',
  },
  'gm.qr': { en: 'QR code of the join link', ja: '参加リンクのQRコード' },
  'gm.address': { en: 'Address players use', ja: 'プレイヤーが使うアドレス' },
  'gm.localOnly': {
    en: 'This link works on this computer only. For players on your network, start Saddlegrid with “npm start -- --host 0.0.0.0” and open it at the network address it prints.',
    ja: 'このリンクはこのコンピューターでしか使えません。同じネットワークのプレイヤーを招くには「npm start -- --host 0.0.0.0」で起動し、表示されたネットワークのアドレスで開いてください。',
  },
  'gm.phase.off': { en: 'Not open to players.', ja: 'プレイヤーには公開していません。' },
  'gm.phase.connecting': { en: 'Connecting to the session server…', ja: 'セッションサーバーに接続しています…' },
  'gm.phase.open': { en: 'Open: players can join with the link.', ja: '公開中：プレイヤーはリンクから参加できます。' },
  'gm.phase.retrying': {
    en: 'Connection lost; reconnecting… (players keep their place)',
    ja: '接続が切れました。再接続しています…（プレイヤーの席はそのままです）',
  },
  'gm.phase.noServer': {
    en: 'The session server is not running. Start Saddlegrid with “npm start” (it starts the server too). Screen sharing and the player window work without it.',
    ja: 'セッションサーバーが動いていません。「npm start」で起動してください（サーバーも一緒に起動します）。画面共有とプレイヤー画面はサーバーなしでも使えます。',
  },
  'gm.phase.full': {
    en: 'The session server is full (or too many new rooms were opened from here just now). Trying again…',
    ja: 'セッションサーバーが満員です（またはここから短時間に部屋を作りすぎました）。もう一度試しています…',
  },
  'gm.phase.closed': { en: 'The session ended.', ja: 'セッションは終了しました。' },
  'gm.renewed': {
    en: 'The session server no longer knew this encounter’s room, so a new one was opened: send the players the new link.',
    ja: 'セッションサーバーがこの遭遇の部屋を覚えていなかったため、新しい部屋を開きました。プレイヤーに新しいリンクを送ってください。',
  },
  'gm.closed.replaced': { en: 'Another tab took over this room.', ja: '別のタブがこの部屋を引き継ぎました。' },
  'gm.closed.roomClosed': { en: 'The room was closed.', ja: '部屋は閉じられました。' },
  'gm.closed.refused': { en: 'The session server refused the room.', ja: 'セッションサーバーが部屋を拒否しました。' },
  'gm.closed.other': { en: 'The connection was closed.', ja: '接続が閉じられました。' },
  'gm.reopen': { en: 'Open again', ja: 'もう一度公開する' },
  'gm.roster': { en: 'Who is at the table', ja: '参加中のプレイヤー' },
  'gm.noPlayers': { en: 'Nobody has joined yet.', ja: 'まだ誰も参加していません。' },
  'gm.online': { en: 'connected', ja: '接続中' },
  'gm.offline': { en: 'away', ja: '離席中' },
  'gm.controls': { en: 'Controls', ja: '操作するキャラクター' },
  'gm.none': { en: 'nothing yet', ja: 'まだなし' },
  'gm.give': { en: 'Give a creature…', ja: 'キャラクターを割り当てる…' },
  'gm.take': { en: 'Take {name} back', ja: '{name}の割り当てを外す' },
  'gm.kick': { en: 'Remove', ja: '退出させる' },
  'gm.kickConfirm': { en: 'Remove {name} from the table?', ja: '{name}をテーブルから退出させますか？' },
  'gm.mode': { en: 'Players’ actions', ja: 'プレイヤーの行動' },
  'gm.mode.auto': { en: 'apply at once (after the rules’ check)', ja: 'すぐに適用する（ルールの判定後）' },
  'gm.mode.approve': { en: 'wait for my OK', ja: '私の承認を待つ' },
  'gm.share': { en: 'Shared with the players', ja: 'プレイヤーと共有するもの' },
  'gm.share.pointer': { en: 'my pointer', ja: '自分のポインター' },
  'gm.share.view': { en: 'my view (players may follow my camera)', ja: '自分の視点（プレイヤーがカメラに追従できる）' },
  'gm.share.note': {
    en: 'Off: the players see only what you point at on purpose (rulers, pings, templates).',
    ja: 'オフのとき、プレイヤーに見えるのは意図して示したもの（定規・ピン・テンプレート）だけです。',
  },
  'gm.sharing': { en: 'sharing', ja: '共有中' },
  'gm.queue': { en: 'Waiting for your OK', ja: '承認待ち' },
  'gm.queueEmpty': { en: 'No request is waiting.', ja: '承認待ちの要求はありません。' },
  'gm.asks': { en: '{name} asks:', ja: '{name}の要求：' },
  'gm.wouldDo': { en: 'Would do:', ja: '結果の予測：' },
  'gm.wouldFail': { en: 'Would be refused now:', ja: '今は拒否されます：' },
  'gm.approve': { en: 'Approve', ja: '承認する' },
  'gm.decline': { en: 'Refuse', ja: '却下する' },
  'gm.close': { en: 'Close', ja: '閉じる' },
  'gm.pointerGm': { en: 'GM', ja: 'ゲームマスター' },

  // ——— a player's page ———
  'pl.joinTitle': { en: 'Join the table', ja: 'テーブルに参加する' },
  'pl.name': { en: 'Your name', ja: 'あなたの名前' },
  'pl.join': { en: 'Join', ja: '参加する' },
  'pl.badLink': {
    en: 'This join link is not complete. Ask the GM for the link again.',
    ja: 'この参加リンクは不完全です。ゲームマスターにもう一度リンクをもらってください。',
  },
  'pl.status.connecting': { en: 'Connecting…', ja: '接続しています…' },
  'pl.status.open': { en: 'Connected', ja: '接続中' },
  'pl.status.retrying': { en: 'Connection lost; reconnecting…', ja: '接続が切れました。再接続しています…' },
  'pl.status.closed': { en: 'Disconnected', ja: '切断されました' },
  'pl.status.idle': { en: 'Not connected', ja: '未接続' },
  'pl.closed.refused': {
    en: 'The table did not let you in: the link is wrong or the session has ended.',
    ja: '参加できませんでした。リンクが違うか、セッションが終了しています。',
  },
  'pl.closed.kicked': {
    en: 'The GM removed you from the table.',
    ja: 'ゲームマスターによってテーブルから退出させられました。',
  },
  'pl.closed.roomClosed': { en: 'The GM ended the session.', ja: 'ゲームマスターがセッションを終了しました。' },
  'pl.closed.replaced': {
    en: 'You joined from another tab or device; this one is disconnected.',
    ja: '別のタブか端末から参加したため、この画面は切断されました。',
  },
  'pl.closed.version': {
    en: 'This page and the session server are of different versions; reload the page.',
    ja: 'このページとセッションサーバーの版が違います。ページを再読み込みしてください。',
  },
  'pl.closed.other': { en: 'The connection was closed.', ja: '接続が閉じられました。' },
  'pl.rejoin': { en: 'Try again', ja: 'もう一度試す' },
  'pl.full': {
    en: 'The table (or the session server) is full; you get in as soon as a place is free.',
    ja: 'テーブル（またはセッションサーバー）が満員です。空きができしだい参加できます。',
  },
  'pl.gmAway': {
    en: 'The GM is not connected; your actions wait until they are back.',
    ja: 'ゲームマスターが接続していません。戻るまで行動は送れません。',
  },
  'pl.badView': {
    en: 'The table sent something this page cannot show; waiting for the next update.',
    ja: 'この画面で表示できない内容が届きました。次の更新を待っています。',
  },
  'pl.mine': { en: 'Your creatures', ja: 'あなたのキャラクター' },
  'pl.hint': {
    en: 'Click one of your creatures on the board for what it can do now; drag it to move (a rider drags its mount).',
    ja: '盤上の自分のキャラクターをクリックすると今できる行動が出ます。ドラッグで移動します（乗り手は乗騎をドラッグ）。',
  },
  'pl.noneYet': {
    en: 'The GM has not given you a creature yet.',
    ja: 'ゲームマスターからまだキャラクターを割り当てられていません。',
  },
  'pl.actions': { en: 'Actions', ja: '行動' },
  'pl.menuFor': { en: 'What {name} can do now', ja: '{name}が今できること' },
  'pl.asking': { en: 'Asking the GM’s table…', ja: 'ゲームマスターのテーブルに問い合わせています…' },
  'pl.nothing': {
    en: 'Nothing is possible for this creature right now.',
    ja: '今、このキャラクターにできることはありません。',
  },
  'pl.menuFailed': {
    en: 'No answer from the GM’s table; try again.',
    ja: 'ゲームマスターのテーブルから応答がありません。もう一度試してください。',
  },
  'pl.cancel': { en: 'Cancel', ja: 'やめる' },
  'pl.pickHint': { en: 'Click a highlighted square on the board.', ja: '盤上の強調されたマスをクリックしてください。' },
  'pl.decision': { en: 'Your decision', ja: 'あなたの決定' },
  'pl.decisionOther': { en: 'Waiting for a decision', ja: '決定を待っています' },
  'pl.decisionWho': { en: '{name} decides.', ja: '{name}が決定します。' },
  'pl.decisionGm': { en: 'The GM decides.', ja: 'ゲームマスターが決定します。' },
  'pl.roll': { en: 'Roll', ja: '振る' },
  'pl.typed': { en: 'I rolled…', ja: '出目を入力…' },
  'pl.useTyped': { en: 'Use {n}', ja: '{n}を使う' },
  'pl.clickSquare': {
    en: 'Or click a highlighted square on the board.',
    ja: '盤上の強調されたマスをクリックしても選べます。',
  },
  'pl.dice': { en: 'Dice', ja: 'ダイス' },
  'pl.diceFor': { en: 'Rolling for', ja: '振るキャラクター' },
  'pl.diceLine': { en: 'Dice line', ja: 'ダイスの式' },
  'pl.diceTyped': { en: 'I rolled (faces, separated by spaces)', ja: '出目を入力（空白で区切る）' },
  'pl.rollGo': { en: 'Roll', ja: '振る' },
  'pl.rollTyped': { en: 'Use my dice', ja: '自分の出目を使う' },
  'pl.outcomes': { en: 'Your requests', ja: 'あなたの要求' },
  'pl.applied': { en: 'done', ja: '実行されました' },
  'pl.queued': { en: 'waiting for the GM’s OK', ja: 'ゲームマスターの承認待ち' },
  'pl.refused': { en: 'refused', ja: '拒否されました' },
  'pl.undelivered': {
    en: 'not delivered: the GM is not connected',
    ja: '届きませんでした：ゲームマスターが接続していません',
  },
  'pl.waitingN': { en: '{n} waiting for the GM’s OK', ja: '承認待ち {n}件' },
  'pl.gmPointer': { en: 'GM', ja: 'ゲームマスター' },
  'pl.rename': { en: 'Change name', ja: '名前を変える' },
  // ——— issue 28: the player's page on a phone or tablet ———
  'pl.hint.touch': {
    en: 'Tap one of your creatures for what it can do now (or hold your finger on it); drag it to move, or tap it and then tap a square. Two fingers zoom and pan.',
    ja: '自分のキャラクターをタップ（または長押し）すると今できる行動が出ます。ドラッグするか、タップしてからマスをタップすると移動します。二本指で拡大・移動します。',
  },
  'pl.pickHint.touch': {
    en: 'Tap a highlighted square on the board.',
    ja: '盤上の強調されたマスをタップしてください。',
  },
  'pl.clickSquare.touch': {
    en: 'Or tap a highlighted square on the board.',
    ja: '盤上の強調されたマスをタップしても選べます。',
  },
  'pl.whyNothing': { en: 'Nothing is possible for {name} now:', ja: '今、{name}にできることはありません：' },
  'pl.undone': { en: 'undone by the GM', ja: 'ゲームマスターが取り消しました' },
  'pl.turn': { en: 'Turn: {name}', ja: '手番：{name}' },
  'pl.noTurn': { en: 'Combat has not started', ja: '戦闘はまだ始まっていません' },
  'pl.yourTurn': { en: 'Your turn', ja: 'あなたの手番' },
  'pl.sheet': { en: 'Your creatures, dice and log', ja: 'キャラクター・ダイス・記録' },
  'pl.sheetOpen': { en: 'Show more', ja: 'もっと見る' },
  'pl.sheetClose': { en: 'Show the board', ja: '盤面を見る' },
  'pl.moveTo': { en: 'Move {name} here: {n} squares.', ja: '{name}をここへ移動：{n}マス。' },
  'pl.moveGo': { en: 'Move here', ja: 'ここへ移動' },
  'pl.moveNo': { en: '{name} cannot move there:', ja: '{name}はそこへ移動できません：' },
  'pl.log': { en: 'Log', ja: '記録' },
  'pl.bars': { en: 'What you are doing now', ja: '今の操作' },
  'pl.board': { en: 'The board', ja: '盤面' },
  'pl.order': { en: 'Initiative order', ja: 'イニシアチブ順' },
  'pl.save': { en: 'Save', ja: '保存' },
  'pl.reqMove': { en: 'Move {name} to ({x}, {y})', ja: '{name}を({x}, {y})へ移動' },
  'pl.reqAnswer': { en: 'Answer', ja: '回答' },
  'pl.reqRoll': { en: 'Roll {expr}', ja: '{expr}を振る' },
} as const satisfies Record<string, Text>;

export type SessionKey = keyof typeof SESSION_TEXT;

/** A session string in both languages, with `{param}`s filled in. */
export function stBoth(key: SessionKey, params?: Record<string, string | number>): Text {
  return { en: st('en', key, params), ja: st('ja', key, params) };
}

/** A session string in a language, with `{param}`s filled in. */
export function st(lang: Lang, key: SessionKey, params?: Record<string, string | number>): string {
  return fill(SESSION_TEXT[key][lang], params);
}
