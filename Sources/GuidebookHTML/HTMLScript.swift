/// The one script every page carries (allowed by the page's nonce). It only adds
/// behaviour: tap a phone to dismiss its card, and search the help book offline.
///
/// Search runs on data exported as JSON into `<script type="application/json"
/// id="search-data">` (see `HelpSearchData`): titles, keywords, paths and body text.
/// A query is folded (NFKD, diacritics removed, lower case) and split into words;
/// every word must match a word of an article (the last word typed as a prefix),
/// title and keyword hits count three times a body hit, ties keep book order.
/// Results are built with `textContent`, never `innerHTML`. The appearance in effect
/// is published on `<html>` as `data-scheme` (light/dark) and `data-background`. `?q=...` in the page's
/// address runs a search on load (deep links and the browser tests use it).
enum HTMLScript {
    static let source = """
        (function () {
          'use strict';
          var root = document.documentElement;
          var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
          root.setAttribute('data-scheme', dark ? 'dark' : 'light');
          if (document.body) { root.setAttribute('data-background', getComputedStyle(document.body).backgroundColor); }
          document.querySelectorAll('.screen').forEach(function (screen) {
            screen.addEventListener('click', function () { screen.classList.toggle('dismissed'); });
          });
          var input = document.getElementById('search');
          var data = document.getElementById('search-data');
          var list = document.getElementById('search-results');
          var table = document.getElementById('help-table');
          if (!input || !data || !list || !table) { return; }
          var entries;
          try { entries = JSON.parse(data.textContent); } catch (e) { entries = []; }
          function fold(text) { return String(text).normalize('NFKD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase(); }
          function words(text) { return fold(text).match(/[\\p{L}\\p{N}]+/gu) || []; }
          entries.forEach(function (entry) {
            entry.titleWords = words(entry.title + ' ' + entry.keywords.join(' '));
            entry.bodyWords = words(entry.subtitle + ' ' + entry.body);
          });
          function has(list, word, prefix) {
            for (var i = 0; i < list.length; i++) {
              if (prefix ? list[i].indexOf(word) === 0 : list[i] === word) { return true; }
            }
            return false;
          }
          function run() {
            var query = words(input.value);
            list.replaceChildren();
            if (query.length === 0) {
              list.hidden = true; table.hidden = false; list.setAttribute('data-count', '0');
              return;
            }
            var found = [];
            entries.forEach(function (entry, index) {
              var score = 0;
              for (var i = 0; i < query.length; i++) {
                var prefix = i === query.length - 1;
                if (has(entry.titleWords, query[i], prefix)) { score += 3; }
                else if (has(entry.bodyWords, query[i], prefix)) { score += 1; }
                else { return; }
              }
              found.push({ entry: entry, score: score, index: index });
            });
            found.sort(function (a, b) { return b.score - a.score || a.index - b.index; });
            found.forEach(function (hit) {
              var item = document.createElement('li');
              var link = document.createElement('a');
              link.className = 'row';
              link.href = hit.entry.url;
              link.setAttribute('data-id', hit.entry.id);
              var label = document.createElement('span');
              label.className = 'label';
              var title = document.createElement('span');
              title.className = 'title';
              title.textContent = hit.entry.title;
              var path = document.createElement('span');
              path.className = 'path';
              path.textContent = hit.entry.path;
              label.append(title, path);
              link.append(label);
              item.append(link);
              list.append(item);
            });
            if (found.length === 0) {
              var none = document.createElement('li');
              none.className = 'row empty';
              none.textContent = list.getAttribute('data-empty') || '';
              list.append(none);
            }
            list.setAttribute('data-count', String(found.length));
            list.hidden = false; table.hidden = true;
          }
          input.addEventListener('input', run);
          var initial = new URLSearchParams(window.location.search).get('q');
          if (initial !== null) { input.value = initial; run(); }
        })();
        """
}
