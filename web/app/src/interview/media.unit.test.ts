import { describe, expect, it } from 'vitest';
import { constraintsFor, desktopMedia, isMobileAgent, mediaProfile, mobileMedia } from './constants.ts';
import { startBlocker } from './deviceCheck.ts';
import { connectionError, deviceError, mediaErrorKey } from './errors.ts';
import { formatElapsed, statusKey } from './format.ts';
import { requestMedia } from './media.ts';

const domError = (name: string, message = name) => Object.assign(new Error(message), { name });
const fakeStream = (label: string) => ({ id: label }) as unknown as MediaStream;

describe('media permission fallback', () => {
  it('asks for camera and microphone first and stops there when granted', async () => {
    const asked: MediaStreamConstraints[] = [];
    const result = await requestMedia(async (constraints) => {
      asked.push(constraints);
      return fakeStream('full');
    }, desktopMedia);
    expect(result.mode).toBe('full');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.video).toBeTruthy();
    expect(asked[0]?.audio).toBeTruthy();
  });

  it('falls back to audio only, keeping the first error to explain why', async () => {
    const asked: string[] = [];
    const result = await requestMedia(async (constraints) => {
      asked.push(constraints.video ? 'full' : 'audio');
      if (constraints.video) throw domError('NotFoundError');
      return fakeStream('audio');
    }, desktopMedia);
    expect(asked).toEqual(['full', 'audio']);
    expect(result.mode).toBe('audio');
    expect(deviceError(result.error).key).toBe('noDevice');
  });

  it('ends with no media (chat only) and never throws when everything is refused', async () => {
    const result = await requestMedia(async () => {
      throw domError('NotAllowedError');
    }, desktopMedia);
    expect(result).toMatchObject({ mode: 'none', stream: null });
    expect(deviceError(result.error).key).toBe('denied');
  });

  it('uses the spec constants for desktop and mobile', () => {
    expect(constraintsFor(desktopMedia, true, true)).toMatchObject({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      audio: { sampleRate: 44100 },
    });
    expect(constraintsFor(mobileMedia, true, true)).toMatchObject({
      video: { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 15 } },
      audio: { sampleRate: 16000 },
    });
    expect(mobileMedia.screen).toEqual({ width: 1280, height: 720, frameRate: 10 });
    expect(desktopMedia.screen).toEqual({ width: 2560, height: 1440, frameRate: 15 });
    expect(constraintsFor(desktopMedia, false, true).video).toBe(false);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(isMobileAgent(iphone)).toBe(true);
    expect(mediaProfile(iphone)).toBe(mobileMedia);
    expect(mediaProfile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(desktopMedia);
  });
});

describe('error messages', () => {
  it('maps device errors to the spec texts', () => {
    expect(deviceError(domError('NotFoundError')).key).toBe('noDevice');
    expect(deviceError(domError('NotAllowedError')).key).toBe('denied');
    expect(deviceError(domError('NotReadableError')).key).toBe('inUse');
    expect(deviceError(domError('OverconstrainedError')).key).toBe('mediaFailed');
    expect(mediaErrorKey(domError('AbortError'), true)).toBe('mobileMedia');
    expect(mediaErrorKey(domError('NotAllowedError'), true)).toBe('denied');
  });

  it('replaces network and media failures with the mobile texts on mobile only', () => {
    expect(connectionError(new Error('could not establish signal connection: websocket error'), true).key).toBe(
      'mobileNetwork',
    );
    expect(connectionError(new Error('Network request failed'), true).key).toBe('mobileNetwork');
    expect(connectionError(new Error('microphone not available'), true).key).toBe('mobileMedia');
    expect(connectionError(new Error('websocket error'), false)).toEqual({
      key: 'connectWith',
      message: 'websocket error',
    });
    expect(connectionError(undefined, false).key).toBe('connect');
  });
});

describe('room screen helpers', () => {
  it('blocks the start until the device test is done, then until consent', () => {
    expect(startBlocker(true, false)).toBe('devices');
    expect(startBlocker(false, true)).toBe('consent');
    expect(startBlocker(true, true)).toBeNull();
  });

  it('formats the timer and the status', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(125)).toBe('02:05');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(statusKey('connected', true)).toBe('active');
    expect(statusKey('connected', false)).toBe('waiting');
    expect(statusKey('connecting', false)).toBe('connecting');
    expect(statusKey('disconnected', true)).toBe('disconnected');
  });
});
