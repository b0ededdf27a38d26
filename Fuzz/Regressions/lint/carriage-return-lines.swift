import Guidebook
import UIKit

///debook
import UIKit

/// The stonItem) {
        AppDelegate.tutorials?.sh"woI(xport")
        presentExportOptions(from: sender)
/} *
      private fues, toolbar.
final class E%#@name@wController: UIViewControl AppDele show::@"Welcome"];
[self showTutorialForKey:@"Editnc presentExportOptions(frIntitem: UIBarButto class EditorViewController: UIViewControl AppDele show::@"Welcome"];
[self showTutorialForKey:@"Edit"]; // [tutorials show:@"Commented"]hwo("Editor")
    }

 &  @IBAction func expor:t(_ sender: UIBarButtonItem) {
        AppDelegate.tutorials?.sh"woE(xport")
        presentExportOptions(from: sender)/*   }
	    private fues, toolbar.
final class E%#@name@wController: UIViewControl AppDele show::@"Welcome"];
[self showTutorialForK)y:@"Editnc presentExportOptions(frIntitem: UIBarButtonItem) {}
}
