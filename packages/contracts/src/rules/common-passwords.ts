/**
 * The most common passwords in published breach corpora, plus local favourites, lower-cased. The
 * composition rules already stop most of them; these are the ones people still reach for once an
 * uppercase letter and a digit are demanded ("Password1").
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111', '123123', '1234567890',
  '000000', 'abc123', 'password1', 'iloveyou', '1q2w3e4r', 'qwerty123', 'admin', 'qwertyuiop', '654321', '555555',
  'lovely', '7777777', 'welcome', '888888', 'princess', 'dragon', 'password123', '123qwe', '666666', '1qaz2wsx',
  'monkey', 'sunshine', 'football', 'baseball', 'letmein', 'master', 'shadow', 'superman', 'michael', 'trustno1',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'p@ssword1', 'p@ssw0rd1', 'password!', 'password12', 'password01', 'password1234', 'password2',
  'qwerty1', 'qwerty12', 'qwerty1234', 'qwer1234', 'qwe123', 'qweasd123', 'qweasdzxc', 'asdf1234', 'asdfgh123', 'zxcvbnm1',
  'abc12345', 'abcd1234', 'abc123456', 'abcdef1', 'abcdef123', 'a1b2c3d4', 'a1b2c3', 'aa123456', 'aa12345678', 'aaa111',
  'welcome1', 'welcome123', 'welcome01', 'welcome2024', 'welcome2025', 'welcome2026', 'admin123', 'admin1234', 'admin12345', 'administrator1',
  'letmein1', 'letmein123', 'iloveyou1', 'iloveyou2', 'iloveyou123', 'sunshine1', 'princess1', 'football1', 'baseball1', 'monkey1',
  'monkey123', 'dragon1', 'dragon123', 'master1', 'master123', 'shadow1', 'shadow123', 'superman1', 'superman123', 'batman1',
  'batman123', 'michael1', 'jordan23', 'charlie1', 'charlie123', 'freedom1', 'whatever1', 'starwars1', 'pokemon1', 'computer1',
  'internet1', 'changeme', 'changeme1', 'changeme123', 'secret1', 'secret123', 'test1234', 'test12345', 'testing1', 'testing123',
  'user1234', 'user12345', 'hello123', 'hello1234', 'helloworld1', 'login123', 'loveme1', 'lovely1', 'love1234', 'iloveu1',
  'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1xsw2', '1qazxsw2', 'qazwsx123',
  'pass1234', 'pass12345', 'passpass1', 'mypassword1', 'newpassword1', 'temp1234', 'temppass1', 'default1', 'guest123', 'root1234',
  'summer2024', 'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026', 'spring2025', 'autumn2025', 'january1', 'december1',
  'football123', 'soccer123', 'liverpool1', 'chelsea1', 'arsenal1', 'manutd1', 'barcelona1', 'ronaldo7', 'messi10', 'killer1',
  'thailand1', 'thailand123', 'bangkok1', 'bangkok123', 'sawasdee1', 'sawadee1', 'krungthep1', 'mflow1234', 'mflow123', 'mpass1234',
  'easypass1', 'toll1234', 'motorway1', 'p@$$w0rd', 'pa$$word1', 'passw0rd1', 'passw0rd!', 'qwerty!1', 'abc@1234', 'abc@123',
  'asd123456', 'zxc123456', 'qaz123456', 'wsx123456', 'abcabc123', 'aaaa1111', 'aaaaaa1', 'aa112233', 'a12345678', 'a123456789',
]);
