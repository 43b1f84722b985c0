import { describe, expect, it } from 'vitest';
import { inviteLink, readInvite, sessionServerUrl } from './invite';

const invite = { server: 'ws://192.168.1.20:8787/ws', room: 'R'.repeat(22), secret: 's'.repeat(43) };

describe('the join link', () => {
  it('carries the invite in the fragment and reads it back', () => {
    const link = inviteLink('http://192.168.1.20:4173/?view=player#old', invite);
    const url = new URL(link);
    expect(url.search).toBe('?view=player');
    expect(url.hash).toContain(`key=${invite.secret}`);
    expect(readInvite(url.hash)).toEqual(invite);
  });

  it('refuses malformed invites', () => {
    expect(readInvite('')).toBeNull();
    expect(readInvite('#room=short&key=' + 's'.repeat(43) + '&server=ws://x/ws')).toBeNull();
    expect(readInvite(`#room=${invite.room}&key=${invite.secret}&server=javascript:alert(1)`)).toBeNull();
    expect(readInvite(`#room=${invite.room}&key=${invite.secret}&server=http://x/ws`)).toBeNull();
    expect(readInvite(`#room=${invite.room}&key=${invite.secret}&server=not a url`)).toBeNull();
  });

  it('finds the session server: through the page’s own origin, or beside it on a port', () => {
    expect(sessionServerUrl({ protocol: 'http:', host: '192.168.1.20:4173', hostname: '192.168.1.20' })).toBe(
      'ws://192.168.1.20:4173/ws',
    );
    expect(sessionServerUrl({ protocol: 'https:', host: 'table.example', hostname: 'table.example' })).toBe(
      'wss://table.example/ws',
    );
    expect(sessionServerUrl({ protocol: 'http:', host: '192.168.1.20:4173', hostname: '192.168.1.20' }, 8787)).toBe(
      'ws://192.168.1.20:8787/ws',
    );
    expect(sessionServerUrl({ protocol: 'http:', host: '[::1]:4173', hostname: '::1' }, 8787)).toBe(
      'ws://[::1]:8787/ws',
    );
  });
});
