import { describe, expect, it } from 'vitest';
import { pathnameOf } from './dispatch';

// The dispatcher reads plain paths without building a URL (issue 28): the same answer as the parser.
describe('pathnameOf', () => {
  const targets = [
    '/appapi.php/index?r=apiHomePage/Enterprise&eid=1',
    '/yii/appapi/v1/exam/attempt/save',
    '/yii/appapi/v1/exam/attempt/save/',
    '/appapi.php/index',
    '/a/./b?x=1',
    '/a/../appapi.php/index?r=x',
    '/a/..',
    '/a/.',
    '/a//b',
    '/a/%2e%2e/b',
    '/a/b%20c',
    '/a\\b',
    '/a/b#frag',
    '/a/...',
    '/.hidden/x',
    '/',
    '',
    '/ü/x',
  ];
  it.each(targets)('reads %s as the URL parser does', (target) => {
    expect(pathnameOf(target)).toBe(new URL(target, 'http://local').pathname);
  });
});
