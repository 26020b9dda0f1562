// Passwords of 8+ characters that top the public breach-frequency lists; refused at sign-up and
// reset (NIST 800-63B asks to block known-compromised values). Compared case-insensitively.
const LIST = `password 12345678 123456789 1234567890 password1 password123 qwertyuiop qwerty123 qwerty12
iloveyou 11111111 00000000 12341234 87654321 abc12345 abcd1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
sunshine princess football baseball welcome1 welcome123 trustno1 superman computer internet
starwars whatever dragon123 master123 monkey123 letmein1 letmein123 passw0rd p@ssw0rd p@ssword
changeme zaq12wsx asdfghjk asdfghjkl zxcvbnm1 q1w2e3r4 qwe12345 123qweasd 1234qwer qwer1234
aa123456 a1234567 11223344 12121212 55555555 66666666 88888888 99999999 22222222 123123123
987654321 123456789a 147258369 159753456 741852963 696969696 michael1 jennifer jordan23
basketball superstar shadow12 sweetheart chocolate butterfly liverpool arsenal1 charlie1
freedom1 maverick mustang1 pokemon1 samsung1 secret123 silver123 soccer12 summer12 test1234
testtest iloveyou1 lovelove loveyou1 babygirl1 hello123 hellohello administrator admin123
adminadmin rootroot fanclub1 fanclub123 1qazxsw2 qazwsxedc asdf1234 zxcvbnm123 password12
password2 password! passwordpassword qwertyqwerty 123456qwerty qwerty1234 1234567a 12345678a
football1 baseball1 princess1 sunshine1 starwars1 computer1 whatever1 master12 michelle
daniel12 jessica1 ashley12 nicole12 matthew1 thomas12 hunter12 hunter123 killer12 pepper12`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
