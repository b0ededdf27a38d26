/// The query side of `HelpSearchIndex` in JavaScript, for the preview's search box: the
/// page carries the index's `HelpSearchIndex.ScriptData` (vocabulary, stem groups, typo
/// targets, impacts, idf), and `makeSearch(data)` returns `search(query, limit)`, which
/// answers `[{document, words, score}]` best first as `HelpSearchIndex.search(_:limit:)` does.
///
/// It mirrors the Swift code step by step: `SearchTokenizer` (scalar kinds by Unicode
/// property), `SearchFolding` (NFKC, case, diacritics, width, the Arabic letter rules; the
/// stems and stop words), `QueryWords`, `candidates(for:allowsPrefix:)` (exact, stem group,
/// the 8 most frequent prefixes, the 8 closest typos by optimal string alignment, reached as
/// the index's deletion keys reach them) and the exhaustive BM25F ranking, every operation
/// rounded to 32-bit floats (`Math.fround`) in the same order, so scores agree to the bit.
/// Typo targets are checked one by one (a preview book is small), not by deletion hashes.
/// `PreviewSearchParityTests` compares both in Chromium on the labeled query set and every
/// title, section and keyword of the example content.
enum HelpSearchScript {
    static let source = #"""
          // The query side of HelpSearchIndex, on the index the page carries (see HelpSearchScript).
          function makeSearch(index) {
            var f = Math.fround;
            var terms = index.terms, termCount = terms.length;
            var termIDs = new Map();
            terms.forEach(function (term, id) { termIDs.set(term, id); });
            var frequencies = index.frequencies, hasLetters = index.hasLetter;
            var groups = index.groupMembers;
            var groupsByStem = new Map();
            index.groupStems.forEach(function (stem, position) { groupsByStem.set(stem, groups[position]); });
            var typoStems = index.typoStems, targetGroups = index.targetGroups;
            var targets = terms.concat(typoStems).map(function (text) { return Array.from(text); });
            var stopWords = new Set(index.stopWords);
            var german = index.rules === 'german';
            var weights = index.weights;
            var exact = f(weights.exact), stemWeight = f(weights.stem), prefixWeight = f(weights.prefix);
            var oneTypo = f(weights.oneTypo), twoTypos = f(weights.twoTypos), k1 = f(index.k1);
            var impactStarts = index.impactStarts, impactDocuments = index.impactDocuments;
            var impacts = index.impacts.map(f), idfs = index.idf.map(f);
            var documentCount = index.documentCount;

            // SearchTokenizer: the kind of each scalar.
            var LETTER = 1, DIGIT = 2, MARK = 3, SINGLE = 4, APOSTROPHE = 5, HYPHEN = 6, NUMBER_SEPARATOR = 7, SEPARATOR = 8;
            function kind(scalar) {
              var c = scalar.codePointAt(0);
              if (c < 0x80) {
                if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) { return LETTER; }
                if (c >= 0x30 && c <= 0x39) { return DIGIT; }
                if (c === 0x27) { return APOSTROPHE; }
                if (c === 0x2d) { return HYPHEN; }
                if (c === 0x2e || c === 0x2c) { return NUMBER_SEPARATOR; }
                return SEPARATOR;
              }
              if (c === 0x2019) { return APOSTROPHE; }
              if (c === 0x2010 || c === 0x2011) { return HYPHEN; }
              if (c === 0x200c || c === 0x200d) { return MARK; }
              if (c >= 0x3040 && c <= 0x309f) { return SINGLE; }
              if ((c >= 0x30a0 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f)) { return LETTER; }
              if (/\p{Ideographic}/u.test(scalar)) { return SINGLE; }
              if (/[\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Lo}]/u.test(scalar)) { return LETTER; }
              if (/\p{M}/u.test(scalar)) { return MARK; }
              if (/\p{Nd}/u.test(scalar)) { return DIGIT; }
              return SEPARATOR;
            }
            function isWordKind(k) { return k === LETTER || k === DIGIT || k === MARK; }
            // The words of `scalars`: [start, end, isCompound] in scalar offsets.
            function tokens(scalars) {
              var count = scalars.length, kinds = scalars.map(kind), found = [], index = 0;
              function at(i) { return i < count ? kinds[i] : SEPARATOR; }
              while (index < count) {
                var first = kinds[index];
                if (first === SINGLE) { found.push([index, index + 1, false]); index += 1; continue; }
                if (first !== LETTER && first !== DIGIT) { index += 1; continue; }
                var partCount = 0, partStart = index, cursor = index, current = first;
                while (cursor < count) {
                  if (isWordKind(current) && cursor - partStart < 64) {
                    cursor += 1;
                    if (cursor < count) { current = kinds[cursor]; }
                    continue;
                  }
                  var next = at(cursor + 1), previous = kinds[cursor - 1];
                  if (current === APOSTROPHE && previous === LETTER && next === LETTER) { cursor += 1; current = next; continue; }
                  if (current === NUMBER_SEPARATOR && previous === DIGIT && next === DIGIT) { cursor += 1; current = next; continue; }
                  if (current === HYPHEN && (next === LETTER || next === DIGIT) && partCount < 8) {
                    found.push([partStart, cursor, false]);
                    partCount += 1; cursor += 1; partStart = cursor; current = next;
                    continue;
                  }
                  break;
                }
                found.push([partStart, cursor, false]);
                if (partCount > 0) { found.push([index, cursor, true]); }
                while (cursor < count && isWordKind(kinds[cursor])) { cursor += 1; }
                index = cursor;
              }
              return found;
            }

            // SearchFolding.fold.
            function fold(word) {
              if (/^[\x00-\x7f]*$/.test(word)) { return word.toLowerCase().replace(/['-]/g, ''); }
              var text = word.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').normalize('NFD');
              var out = '';
              Array.from(text).forEach(function (scalar) {
                var c = scalar.codePointAt(0);
                if (c === 0x27 || c === 0x2d || c === 0x2019 || c === 0x2010 || c === 0x2011 || c === 0x200c || c === 0x200d || c === 0x640) { return; }
                if ((c >= 0x64b && c <= 0x65f) || c === 0x670) { return; }
                if (c === 0x622 || c === 0x623 || c === 0x625 || c === 0x671) { out += '\u0627'; return; }
                if (c === 0x649) { out += '\u064a'; return; }
                if (/\p{Mn}/u.test(scalar)) { return; }
                out += scalar;
              });
              return out.normalize('NFC');
            }
            function hasLetter(word) {
              return Array.from(word).some(function (scalar) {
                var c = scalar.codePointAt(0);
                return c < 0x80 ? (c >= 0x61 && c <= 0x7a) : /\p{Alphabetic}/u.test(scalar);
              });
            }
            function ends(word, suffix) { return word.length >= suffix.length && word.slice(word.length - suffix.length) === suffix; }
            // SearchFolding.stem.
            function stem(word) {
              var scalars = Array.from(word);
              if (scalars.length < 4) { return word; }
              var first = scalars[0].codePointAt(0);
              if (first >= 0x600 && first <= 0x6ff) { return arabicStem(scalars); }
              if (!/^[\x00-\x7f]*$/.test(word) && !hasLetter(word)) { return word; }
              var count = scalars.length;
              if (german) {
                if (ends(word, 'ungen')) { return scalars.slice(0, count - 2).join(''); }
                var suffixes = ['ern', 'en', 'er', 'es', 'e', 'n', 's'];
                for (var i = 0; i < suffixes.length; i++) {
                  if (ends(word, suffixes[i])) {
                    return count - suffixes[i].length >= 4 ? scalars.slice(0, count - suffixes[i].length).join('') : word;
                  }
                }
                return word;
              }
              var result = scalars;
              if (ends(word, 'ies') && count > 4) { result = scalars.slice(0, count - 3).concat(['y']); }
              else if (ends(word, 'sses') || ends(word, 'xes') || ends(word, 'ches') || ends(word, 'shes') || ends(word, 'zes')) { result = scalars.slice(0, count - 2); }
              else if (ends(word, 'ing') && count > 5) { result = scalars.slice(0, count - 3); }
              else if (ends(word, 'ed') && count > 4) { result = scalars.slice(0, count - 2); }
              else if (ends(word, 's') && !ends(word, 'ss') && !ends(word, 'us') && !ends(word, 'is')) { result = scalars.slice(0, count - 1); }
              if (result[result.length - 1] === 'e' && result.length > 4) { result = result.slice(0, result.length - 1); }
              return result.join('');
            }
            function arabicStem(scalars) {
              var codes = scalars.map(function (s) { return s.codePointAt(0); });
              var prefixes = [[0x648, 0x627, 0x644], [0x628, 0x627, 0x644], [0x643, 0x627, 0x644], [0x641, 0x627, 0x644], [0x644, 0x644], [0x627, 0x644]];
              for (var i = 0; i < prefixes.length; i++) {
                var p = prefixes[i];
                if (codes.length - p.length >= 3 && p.every(function (c, j) { return codes[j] === c; })) { codes = codes.slice(p.length); break; }
              }
              var suffixes = [[0x627, 0x62a], [0x648, 0x646], [0x64a, 0x646], [0x629]];
              for (var k = 0; k < suffixes.length; k++) {
                var s = suffixes[k], start = codes.length - s.length;
                if (start >= 3 && s.every(function (c, j) { return codes[start + j] === c; })) { codes = codes.slice(0, start); break; }
              }
              return String.fromCodePoint.apply(null, codes);
            }

            // QueryWords.
            function queryWords(query) {
              var text = String(query);
              var bytes = new TextEncoder().encode(text);
              if (bytes.length > 4096) { text = new TextDecoder().decode(bytes.slice(0, 4096)); }
              var scalars = Array.from(text), all = [], lastEnd = -1;
              tokens(scalars).forEach(function (token) {
                lastEnd = token[1];
                if (token[2] || all.length >= index.maximumWords) { return; }
                var folded = fold(scalars.slice(token[0], token[1]).join(''));
                if (folded === '' || all.indexOf(folded) >= 0) { return; }
                all.push(folded);
              });
              var content = all.filter(function (word) { return !stopWords.has(word); });
              var words = content.length > 0 ? content : all.slice(-1);
              var endsInWord = lastEnd === scalars.length;
              return { words: words, lastIsPrefix: endsInWord && words.length > 0 && words[words.length - 1] === all[all.length - 1] };
            }

            // EditDistance: optimal string alignment, or -1 past `limit`.
            function distance(a, b, limit) {
              var n = a.length, m = b.length;
              if (Math.abs(n - m) > limit) { return -1; }
              var rows = [];
              for (var i = 0; i <= n; i++) {
                rows.push(new Array(m + 1).fill(0));
                rows[i][0] = i;
              }
              for (var j = 0; j <= m; j++) { rows[0][j] = j; }
              for (i = 1; i <= n; i++) {
                for (j = 1; j <= m; j++) {
                  var cost = a[i - 1] === b[j - 1] ? 0 : 1;
                  var value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
                  if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) { value = Math.min(value, rows[i - 2][j - 2] + 1); }
                  rows[i][j] = value;
                }
              }
              return rows[n][m] <= limit ? rows[n][m] : -1;
            }
            // The strings left after deleting up to `count` scalars (the index's deletion keys).
            function deletions(scalars, count) {
              var found = new Set([scalars.join('')]);
              for (var i = 0; i < scalars.length; i++) {
                var one = scalars.slice(0, i).concat(scalars.slice(i + 1));
                found.add(one.join(''));
                if (count >= 2) {
                  for (var j = i; j < one.length; j++) { found.add(one.slice(0, j).concat(one.slice(j + 1)).join('')); }
                }
              }
              return found;
            }
            var typoTargetIDs = [];
            targets.forEach(function (scalars, target) {
              var isTerm = target < termCount;
              if (isTerm && !(frequencies[target] > 0 && hasLetters[target])) { return; }
              if (scalars.length < 3 || scalars.length > 32) { return; }
              typoTargetIDs.push(target);
            });
            function targetDeletions(target) { var n = targets[target].length; return n >= 6 && n <= 20 ? 2 : 1; }
            // Whether the index's deletion keys of `target` meet those of `word` (a distance within
            // `limit` always does when the target has as many deletions; otherwise compare keys).
            function reaches(word, target, limit) {
              if (targetDeletions(target) >= limit) { return true; }
              var mine = deletions(word, limit), theirs = deletions(targets[target], targetDeletions(target));
              for (var key of theirs) { if (mine.has(key)) { return true; } }
              return false;
            }
            function typoGroup(target) {
              if (target < termCount) { return null; }
              var group = targetGroups[target];
              if (group >= 0) { return groups[group]; }
              var byStem = groupsByStem.get(typoStems[target - termCount]);
              return byStem === undefined ? null : byStem;
            }
            function termGroup(term) {
              var group = targetGroups[term];
              return group >= 0 ? groups[group] : (groupsByStem.get(stem(terms[term])) || []);
            }
            function targetFrequency(target) {
              var group = typoGroup(target);
              if (group === null) { return frequencies[target]; }
              return group.reduce(function (best, term) { return Math.max(best, frequencies[term]); }, 0);
            }
            function startsWith(term, prefix) {
              if (term.length < prefix.length) { return false; }
              for (var i = 0; i < prefix.length; i++) { if (term[i] !== prefix[i]) { return false; } }
              return true;
            }

            // HelpSearchIndex.Storage.candidates.
            function candidates(word, allowsPrefix) {
              var found = [], seen = new Set();
              function add(term, weight) { if (!seen.has(term)) { seen.add(term); found.push([term, weight]); } }
              var scalars = Array.from(word);
              var exactTerm = termIDs.has(word) ? termIDs.get(word) : -1;
              var exactGroup = -1;
              if (exactTerm >= 0) {
                add(exactTerm, exact);
                exactGroup = targetGroups[exactTerm];
              }
              var wordHasLetter = hasLetter(word);
              if (exactGroup >= 0) {
                groups[exactGroup].forEach(function (term) { add(term, stemWeight); });
              } else if (wordHasLetter && groupsByStem.has(stem(word))) {
                groupsByStem.get(stem(word)).forEach(function (term) { add(term, stemWeight); });
              }
              if (allowsPrefix) {
                var completions = index.sorted.filter(function (term) {
                  return frequencies[term] > 0 && startsWith(targets[term], scalars);
                });
                if (completions.length > index.maximumPrefixTerms) {
                  completions = completions.slice(0, 4096).sort(function (a, b) { return frequencies[b] - frequencies[a]; })
                    .slice(0, index.maximumPrefixTerms);
                }
                completions.forEach(function (term) { add(term, prefixWeight); });
              }
              if (wordHasLetter && scalars.length >= 4 && scalars.length <= 32) {
                var limit = scalars.length >= 8 ? 2 : 1, typos = [];
                typoTargetIDs.forEach(function (target) {
                  if (seen.has(target)) { return; }
                  var d = distance(scalars, targets[target], limit);
                  if (d > 0 && reaches(scalars, target, limit)) { typos.push([target, d, targetFrequency(target)]); }
                });
                typos.sort(function (a, b) { return a[1] - b[1] || b[2] - a[2] || a[0] - b[0]; });
                typos = typos.slice(0, index.maximumTypoTerms);
                typos.forEach(function (typo) {
                  if (typoGroup(typo[0]) === null) { add(typo[0], typo[1] === 1 ? oneTypo : twoTypos); }
                });
                typos.forEach(function (typo) {
                  var weight = f((typo[1] === 1 ? oneTypo : twoTypos) * stemWeight);
                  var group = typoGroup(typo[0]);
                  (group === null ? termGroup(typo[0]) : group).forEach(function (term) { add(term, weight); });
                });
              }
              return found;
            }

            // HelpSearchIndex.Storage.rank, exhaustive: [{document, words, score}], best first.
            function search(query, limit) {
              var parsed = queryWords(query);
              if (parsed.words.length === 0 || limit <= 0 || documentCount === 0) { return []; }
              var totals = new Map(), counts = new Map();
              parsed.words.forEach(function (word, position) {
                var allowsPrefix = parsed.lastIsPrefix && position === parsed.words.length - 1;
                var scores = new Map();
                candidates(word, allowsPrefix).forEach(function (match) {
                  for (var entry = impactStarts[match[0]]; entry < impactStarts[match[0] + 1]; entry++) {
                    var document = impactDocuments[entry];
                    scores.set(document, f((scores.get(document) || 0) + f(match[1] * impacts[entry])));
                  }
                });
                var idf = idfs[scores.size];
                scores.forEach(function (x, document) {
                  totals.set(document, f((totals.get(document) || 0) + f(idf * f(x / f(x + k1)))));
                  counts.set(document, (counts.get(document) || 0) + 1);
                });
              });
              var ranked = [];
              totals.forEach(function (score, document) { ranked.push({ document: document, words: counts.get(document), score: score }); });
              ranked.sort(function (a, b) { return b.words - a.words || b.score - a.score || a.document - b.document; });
              return ranked.slice(0, limit);
            }
            // Whether `query` has a word to search for (else the page shows the book).
            search.hasWords = function (query) { return queryWords(query).words.length > 0; };
            return search;
          }
        """#
}
